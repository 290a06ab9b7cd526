import type { NamingPhrases, PhrasePack } from '../types.ts';

export const pt: PhrasePack = {
  cause: ['o problema é', 'o problema era', 'a causa', 'causa raiz', 'o verdadeiro problema'],
  self: ['eu', 'nós', 'aqui está', 'aqui estão'],
  moment: ['hoje', 'atualmente', 'agora', 'no momento', 'saldo'],
  ask: ['como', 'o que', 'por que', 'porque', 'quando', 'onde', 'qual', 'você pode', 'dá para'],
  hedge: ['talvez', 'provavelmente', 'parece', 'acho que'],
  progress: ['em andamento', 'baixando', 'restante', 'em progresso'],
  choose: ['vamos usar', 'vamos com', 'escolhi', 'escolhemos', 'decidimos', 'quero usar', 'usaremos'],
  remove: ['removido', 'excluído', 'apagado', 'desinstalado', 'remover', 'excluir'],
  overrule: ['está errado', 'não é isso', 'não gostei', 'em vez de', 'ao invés de', 'errado'],
  cancel: ['cancele', 'reverta', 'desfaça', 'restaure', 'volte'],
  fixed: ['corrigido', 'resolvido', 'consertado', 'funciona agora', 'já funciona'],
  disprove: ['travou', 'caiu de novo', 'não funciona', 'não funcionou', 'continua com erro', 'mesmo erro', 'ainda não', 'você não fez nada', 'não mudou nada', 'continua igual', 'ainda aparece'],
  acknowledge: ['você tem razão', 'voce tem razao', 'bem observado'],
  negate: ['não', 'nunca', 'nenhum', 'nenhuma', 'sem'],
  persist: ['da próxima vez', 'na próxima vez', 'diariamente', 'todo dia', 'todos os dias', 'toda semana', 'sempre', 'nunca', 'a partir de agora', 'daqui pra frente', 'no futuro', 'toda vez', 'por padrão'],
  directive: ['deve', 'devem', 'precisa', 'tem que', 'não deve', 'nunca', 'só', 'somente', 'apenas', 'garanta', 'evite', 'proibido', 'obrigatório'],
  decide: ['use', 'usar', 'vamos com', 'escolho', 'prefiro', 'quero', 'opção', 'em vez de', 'ao invés de', 'decidido'],
  reject: ['não', 'errado', 'cancele', 'pare', 'reverta', 'desfaça', 'remova', 'tire', 'na verdade', 'não gostei', 'não funciona'],
  correct: ['correção', 'me enganei', 'meu erro', 'na verdade'],
  agree: ['sim', 'ok', 'certo', 'pode', 'pode ir', 'continue', 'perfeito', 'exato', 'beleza', 'manda'],
  conclude: ['resumo', 'conclusão', 'resultado', 'causa', 'solução', 'corrigido', 'mudanças', 'recomendação', 'problema', 'porque', 'status', 'resposta direta'],
  chatter: ['vou', 'deixe-me', 'primeiro', 'agora', 'em seguida', 'claro', 'entendido'],
  cannot: ['não consigo', 'não é possível', 'impossível', 'não suportado', 'falhou', 'falha', 'erro', 'tempo esgotado', 'negado', 'sem permissão', 'não encontrado', 'indisponível', 'limitado'],
  change: ['mudado', 'mudei', 'substituído', 'movido', 'renomeado', 'atualizado', 'migrado', 'em vez de', 'passou a', 'aumentado', 'reduzido'],
  done: ['criado', 'criei', 'adicionado', 'escrito', 'removido', 'excluído', 'instalado', 'implantado', 'publicado', 'configurado', 'atualizado', 'corrigido', 'implementado', 'restaurado', 'salvo', 'concluído'],
  recommend: ['recomendo', 'sugiro', 'você deveria', 'quer que eu', 'minha recomendação'],
};

export const ptNaming: NamingPhrases = {
  agent: ['você é', 'voce é', 'seu nome é', 'você se chama'],
  person: ['me chamo', 'me chame de', 'meu nome é'],
};
