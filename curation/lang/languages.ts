// The names people give the language they want the work in ("auf Deutsch", "in English", "用中文",
// "на русском"), by the language they mean, and the words that make such a request cover all the
// work ("alles", "everything", "全部"). Lower-case; matched as phrases (lang/index.ts).
export const LANGUAGE_NAMES: Record<string, readonly string[]> = {
  English: ['english', 'englisch', 'anglais', 'inglés', 'ingles', 'inglês', 'inglese', 'engels', 'ingilizce', 'inggris', 'английском', 'англійською', '英文', '英语', '英語', '영어'],
  German: ['german', 'deutsch', 'deutsche', 'allemand', 'alemán', 'alemao', 'alemão', 'tedesco', 'duits', 'almanca', 'jerman', 'немецком', 'німецькою', '德文', '德语', '德語', 'ドイツ語', '독일어'],
  French: ['french', 'französisch', 'français', 'francais', 'francés', 'francês', 'francese', 'frans', 'fransızca', 'prancis', 'французском', '法文', '法语', '法語', 'フランス語', '프랑스어'],
  Spanish: ['spanish', 'spanisch', 'espagnol', 'español', 'espanol', 'espanhol', 'spagnolo', 'spaans', 'ispanyolca', 'spanyol', 'испанском', '西班牙语', '西班牙語', 'スペイン語', '스페인어'],
  Portuguese: ['portuguese', 'portugiesisch', 'portugais', 'portugués', 'português', 'portugues', 'portoghese', 'portugees', 'португальском', '葡萄牙语', 'ポルトガル語'],
  Italian: ['italian', 'italienisch', 'italien', 'italiano', 'italiaans', 'итальянском', '意大利语', 'イタリア語'],
  Dutch: ['dutch', 'niederländisch', 'néerlandais', 'neerlandés', 'nederlands', 'голландском'],
  Russian: ['russian', 'russisch', 'russe', 'ruso', 'russo', 'rusça', 'rusia', 'русском', 'русский', 'по-русски', 'російською', '俄语', '俄語', 'ロシア語', '러시아어'],
  Ukrainian: ['ukrainian', 'ukrainisch', 'ukrainien', 'ucraniano', 'українською', 'украинском'],
  Chinese: ['chinese', 'chinesisch', 'chinois', 'chino', 'chinês', 'cinese', 'китайском', '中文', '汉语', '漢語', '简体中文', '繁體中文', '繁体中文', '華語', '中国語', '중국어'],
  Japanese: ['japanese', 'japanisch', 'japonais', 'japonés', 'japonês', 'giapponese', 'японском', '日文', '日语', '日語', '日本語', '일본어'],
  Korean: ['korean', 'koreanisch', 'coréen', 'coreano', 'корейском', '韩语', '韓語', '韓国語', '한국어'],
  Turkish: ['turkish', 'türkisch', 'turc', 'turco', 'türkçe', 'турецком'],
  Indonesian: ['indonesian', 'indonesisch', 'bahasa indonesia', 'индонезийском'],
};

/** Words that make a request for a language cover all the work, not one reply. */
export const ALL_THE_WORK = [
  'everything', 'all', 'always', 'alles', 'immer', 'tout', 'toujours', 'todo', 'siempre', 'tudo', 'sempre', 'tutto', 'alle', 'altijd',
  'her şey', 'semua', 'selalu', 'всё', 'все', 'всегда', 'усе', 'завжди', '全部', '所有', '一切', '一律', '都', 'すべて', '全て', '모든', '항상',
] as const;
