// Words a phrase cannot end with in languages that put them before what they govern
// (prepositions, articles, conjunctions, linking verbs): a title ending with one was cut mid-phrase
// ("All guild_id parameters removed from"). Lower-case; compared with a title's last word.
export const DANGLING_WORDS = [
  // English
  'a', 'an', 'the', 'and', 'or', 'but', 'of', 'from', 'to', 'with', 'without', 'for', 'in', 'into', 'on', 'onto', 'at', 'by', 'via', 'per',
  'than', 'as', 'that', 'which', 'whose', 'is', 'are', 'was', 'were', 'be', 'if', 'when', 'while', 'because', 'about', 'between', 'over',
  'under', 'after', 'before', 'so', 'then',
  // German
  'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'und', 'oder', 'von', 'mit', 'zu', 'zum', 'zur', 'für', 'im', 'auf',
  'bei', 'aus', 'nach', 'über', 'unter', 'vor', 'als', 'dass', 'weil', 'ist', 'sind',
  // French
  'de', 'du', 'des', 'le', 'la', 'les', 'un', 'une', 'et', 'ou', 'pour', 'dans', 'sur', 'avec', 'à', 'au', 'aux', 'par', 'que', 'qui', 'sans', 'est',
  // Spanish, Portuguese, Italian
  'del', 'el', 'los', 'las', 'una', 'y', 'o', 'para', 'por', 'con', 'en', 'al', 'sin', 'es', 'do', 'da', 'dos', 'das', 'os', 'as', 'um', 'uma',
  'e', 'com', 'em', 'no', 'na', 'di', 'della', 'il', 'lo', 'gli', 'per', 'che',
  // Dutch
  'van', 'het', 'een', 'en', 'voor', 'met', 'op', 'aan', 'bij', 'naar', 'dat',
  // Russian, Ukrainian
  'и', 'в', 'во', 'на', 'с', 'со', 'к', 'по', 'из', 'для', 'от', 'о', 'об', 'что', 'или', 'а', 'но', 'до', 'при', 'без', 'та', 'з', 'у', 'що',
  // Indonesian
  'dan', 'di', 'ke', 'dari', 'yang', 'untuk', 'dengan', 'atau',
] as const;
