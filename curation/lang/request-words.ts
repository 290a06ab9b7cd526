// Words with which people ask for things rather than name them ("explore", "explain", "please"):
// never the topic of a title. Lower-case; matched against a text's terms after stemming.
export const REQUEST_WORDS = [
  // English
  'explore', 'explain', 'analyze', 'analyse', 'analysis', 'tell', 'need', 'want', 'please', 'help', 'check', 'look', 'write', 'create', 'make',
  'give', 'show', 'find', 'list', 'compare', 'review', 'summary', 'summarize', 'document', 'question', 'answer', 'issue', 'problem', 'thing',
  'something', 'anything', 'everything', 'work', 'working', 'done', 'doing', 'possible', 'able', 'really', 'consider', 'think', 'know', 'see',
  'try', 'use', 'using', 'used', 'get', 'set', 'run', 'new', 'old', 'good', 'best', 'better', 'way', 'ways', 'idea', 'ideas', 'part', 'step',
  'steps', 'option', 'options', 'file', 'files', 'folder', 'code', 'change', 'changes', 'update', 'fix', 'add', 'remove', 'delete', 'report',
  'detail', 'details', 'deep', 'dive', 'overview', 'information', 'info', 'following', 'below', 'above', 'current', 'currently', 'now', 'today',
  'agent', 'assistant', 'user', 'would', 'could', 'should', 'also', 'okay', 'yes', 'thanks', 'thank', 'hello', 'hi', 'hey',
  // Other languages: the commonest asking words
  'bitte', 'erkläre', 'zeige', 'prüfe', 'mach', 'por', 'favor', 'explica', 'muestra', 'revisa', 'haz', 'explique', 'mostre', 'verifique',
  'faça', 'explique', 'montre', 'vérifie', 'fais', 'пожалуйста', 'объясни', 'покажи', 'проверь', 'сделай', 'tolong', 'jelaskan', 'cek', 'buat',
] as const;
