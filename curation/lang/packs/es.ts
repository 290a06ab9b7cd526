import type { NamingPhrases, PhrasePack } from '../types.ts';

export const es: PhrasePack = {
  cause: ['el problema es', 'el problema era', 'la causa', 'causa raíz', 'el verdadero problema'],
  self: ['yo', 'he', 'hemos', 'aquí está', 'aquí tienes', 'aquí tiene'],
  moment: ['hoy', 'actualmente', 'ahora mismo', 'en este momento', 'saldo'],
  ask: ['cómo', 'como puedo', 'qué', 'por qué', 'cuándo', 'dónde', 'cuál', 'puedes', 'se puede'],
  hedge: ['quizás', 'quizá', 'tal vez', 'probablemente', 'parece', 'creo que'],
  progress: ['en curso', 'descargando', 'restante', 'en progreso'],
  choose: ['usemos', 'vamos con', 'elijo', 'elegimos', 'decidimos', 'nos quedamos con', 'quiero usar'],
  remove: ['eliminado', 'borrado', 'quitado', 'desinstalado', 'eliminar', 'borrar'],
  overrule: ['está mal', 'eso no', 'no me gusta', 'en lugar de', 'en vez de', 'incorrecto', 'no es lo que'],
  cancel: ['cancela', 'revierte', 'deshaz', 'restaura', 'vuelve a poner'],
  fixed: ['arreglado', 'solucionado', 'resuelto', 'corregido', 'funciona ahora', 'ya funciona'],
  disprove: ['se cuelga', 'se colgó', 'se cayó', 'no funciona', 'sigue fallando', 'sigue sin funcionar', 'mismo error', 'todavía no', 'no hiciste nada', 'no has hecho nada', 'no cambió nada', 'no ha cambiado nada', 'sigue igual', 'sigue apareciendo', 'todavía aparece', 'todavía lo tengo', 'todavía se ve', 'aún aparece', 'aún se ve', 'todavía sigue', 'aún sigue'],
  acknowledge: ['tienes razón', 'tiene razón', 'buena observación'],
  negate: ['no', 'nunca', 'ningún', 'ninguna', 'sin'],
  persist: ['la próxima vez', 'diariamente', 'cada día', 'todos los días', 'cada semana', 'siempre', 'nunca', 'jamás', 'de ahora en adelante', 'a partir de ahora', 'en el futuro', 'cada vez', 'por defecto'],
  directive: ['debe', 'debes', 'deben', 'tiene que', 'tienes que', 'hay que', 'solo', 'sólo', 'únicamente', 'asegúrate', 'evita', 'prohibido', 'obligatorio'],
  decide: ['usa', 'usemos', 'vamos con', 'elijo', 'prefiero', 'quiero', 'opción', 'en lugar de', 'en vez de', 'decidido', 'mejor'],
  reject: ['no', 'incorrecto', 'cancela', 'para', 'revierte', 'deshaz', 'quita', 'elimina', 'en realidad', 'no me gusta', 'no funciona', 'mejor'],
  correct: ['corrección', 'me equivoqué', 'mi error', 'en realidad'],
  agree: ['sí', 'si', 'ok', 'vale', 'de acuerdo', 'adelante', 'continúa', 'perfecto', 'exacto', 'dale'],
  conclude: ['resumen', 'conclusión', 'resultado', 'causa', 'solución', 'corregido', 'cambios', 'recomendación', 'problema', 'porque', 'estado', 'listo'],
  chatter: ['voy a', 'déjame', 'primero', 'ahora', 'luego', 'claro', 'entendido'],
  cannot: ['no puedo', 'no se puede', 'imposible', 'no soportado', 'falló', 'fallo', 'error', 'tiempo de espera', 'denegado', 'sin permiso', 'no encontrado', 'no disponible', 'limitado'],
  change: ['cambiado', 'cambié', 'reemplazado', 'movido', 'renombrado', 'actualizado', 'migrado', 'en lugar de', 'pasó a', 'aumentado', 'reducido'],
  done: ['creado', 'creé', 'añadido', 'agregado', 'escrito', 'eliminado', 'borrado', 'instalado', 'desplegado', 'publicado', 'configurado', 'actualizado', 'corregido', 'implementado', 'restaurado', 'guardado', 'completado'],
  recommend: ['recomiendo', 'sugiero', 'deberías', 'quieres que', 'te recomiendo'],
};

export const esNaming: NamingPhrases = {
  agent: ['eres', 'te llamas', 'tu nombre es', 'serás'],
  person: ['me llamo', 'llámame', 'mi nombre es'],
};
