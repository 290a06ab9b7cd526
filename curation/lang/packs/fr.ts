import type { NamingPhrases, PhrasePack } from '../types.ts';

export const fr: PhrasePack = {
  cause: ['le problème est', 'le problème vient', 'le problème était', 'la cause', 'cause racine', 'vient du fait', 'le vrai problème'],
  self: ['je', 'j\'ai', 'nous', 'voilà', 'voici', 'on est', 'on a'],
  moment: ['aujourd\'hui', 'actuellement', 'en ce moment', 'solde'],
  ask: ['comment', 'pourquoi', 'quand', 'où', 'quel', 'quelle', 'est-ce que', 'peux-tu', 'pouvez-vous'],
  hedge: ['peut-être', 'probablement', 'semble', 'sans doute', 'je pense'],
  progress: ['en cours', 'restant', 'téléchargement'],
  choose: ['on utilise', 'utilisons', 'on prend', 'on part sur', 'je choisis', 'nous avons choisi', 'on garde'],
  remove: ['supprimé', 'retiré', 'désinstallé', 'supprimer'],
  overrule: ['c\'est faux', 'pas ce que', 'je n\'aime pas', 'au lieu de', 'plutôt que', 'faux'],
  cancel: ['annule', 'reviens', 'remets', 'restaure'],
  fixed: ['corrigé', 'résolu', 'réparé', 'fonctionne maintenant', 'marche maintenant'],
  disprove: ['ça plante', 'ça a planté', 'ça crash', 'ne marche pas', 'ça ne marche pas', 'ne fonctionne pas', 'toujours une erreur', 'toujours pas', "tu n'as rien fait", "rien n'a changé", 'toujours là'],
  acknowledge: ['tu as raison', 'vous avez raison', 'bien vu'],
  negate: ['ne', 'pas', 'jamais', 'aucun', 'aucune', 'sans'],
  persist: ['la prochaine fois', 'quotidiennement', 'chaque jour', 'tous les jours', 'chaque semaine', 'toujours', 'jamais', 'désormais', 'dorénavant', 'à partir de maintenant', 'à l\'avenir', 'chaque fois', 'par défaut'],
  directive: ['doit', 'dois', 'doivent', 'il faut', 'ne pas', 'ne jamais', 'seulement', 'uniquement', 'assure-toi', 'évite', 'interdit', 'obligatoire'],
  decide: ['utilise', 'utilisons', 'on utilise', 'on prend', 'choisis', 'je préfère', 'je veux', 'option', 'plutôt', 'au lieu de', 'décidé', 'on garde'],
  reject: ['non', 'pas', 'faux', 'annule', 'arrête', 'supprime', 'enlève', 'plutôt', 'en fait', 'ça ne marche pas', 'je n\'aime pas', 'reviens', 'remets'],
  correct: ['correction', 'je me suis trompé', 'mon erreur', 'en fait'],
  agree: ['oui', 'ok', 'd\'accord', 'vas-y', 'continue', 'parfait', 'exactement', 'bien', 'allez'],
  conclude: ['résumé', 'conclusion', 'résultat', 'cause', 'solution', 'corrigé', 'changements', 'recommandation', 'problème', 'parce que', 'statut', 'terminé'],
  chatter: ['je vais', 'laisse-moi', 'd\'abord', 'maintenant', 'ensuite', 'bien sûr', 'compris'],
  cannot: ['impossible', 'ne peux pas', 'ne peut pas', 'non supporté', 'échec', 'échoué', 'erreur', 'délai dépassé', 'refusé', 'pas de permission', 'introuvable', 'indisponible', 'limité'],
  change: ['changé', 'remplacé', 'déplacé', 'renommé', 'mis à jour', 'migré', 'au lieu de', 'passé à', 'augmenté', 'réduit'],
  done: ['créé', 'ajouté', 'écrit', 'supprimé', 'installé', 'déployé', 'publié', 'poussé', 'configuré', 'mis à jour', 'corrigé', 'implémenté', 'restauré', 'enregistré', 'terminé'],
  recommend: ['je recommande', 'je conseille', 'je suggère', 'tu devrais', 'veux-tu', 'voulez-vous', 'dois-je'],
};

export const frNaming: NamingPhrases = {
  agent: ['tu es', 'tu t\'appelles', 'ton nom est', 'tu seras'],
  person: ['je m\'appelle', 'appelle-moi', 'mon nom est', 'mon prénom est'],
};
