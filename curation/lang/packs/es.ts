import type { NamingPhrases, PhrasePack } from '../types.ts';

export const es: PhrasePack = {
  acknowledge: ['tienes razón', 'tiene razón', 'perdón', 'disculpa', 'entendido', 'efectivamente', 'mi error', 'buena observación'],
  overrule: ['cancela', 'en lugar de', 'en vez de', 'no me gusta', 'incorrecto', 'quita', 'elimina', 'revierte', 'deshaz'],
  negate: ['no', 'nunca', 'ningún', 'ninguna', 'sin'],
  persist: ['diariamente', 'cada día', 'todos los días', 'cada semana', 'siempre', 'nunca', 'jamás', 'de ahora en adelante', 'a partir de ahora', 'en el futuro', 'cada vez', 'por defecto'],
  directive: ['debe', 'debes', 'deben', 'tiene que', 'tienes que', 'hay que', 'solo', 'sólo', 'únicamente', 'asegúrate', 'evita', 'prohibido', 'obligatorio'],
  decide: ['usa', 'usemos', 'vamos con', 'elijo', 'prefiero', 'quiero', 'opción', 'en lugar de', 'en vez de', 'decidido', 'mejor'],
  reject: ['no', 'incorrecto', 'cancela', 'para', 'revierte', 'deshaz', 'quita', 'elimina', 'en realidad', 'no me gusta', 'no funciona', 'mejor'],
  correct: ['en realidad', 'corrección', 'me equivoqué', 'mi error', 'perdón', 'disculpa', 'tienes razón', 'efectivamente', 'en lugar de'],
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
