// Links into a team's private workspace (a Notion page, a Google doc, a Jira ticket, a Slack
// thread) open for nobody outside the team, and their paths name the workspace and the page
// ("notion.so/xuwt/Volcano-Queue-DRA-31bca…"). On a public site they say only where something
// was written: the host stays, the rest goes, before anything is written.
const WORKSPACE_HOSTS = [
  'notion\\.so',
  'notion\\.site',
  'docs\\.google\\.com',
  'drive\\.google\\.com',
  '[\\w-]+\\.atlassian\\.net',
  '[\\w-]+\\.slack\\.com',
  'app\\.slack\\.com',
  'linear\\.app',
  'www\\.figma\\.com',
  'figma\\.com',
  'miro\\.com',
  '[\\w-]+\\.sharepoint\\.com',
  'onedrive\\.live\\.com',
  'www\\.dropbox\\.com',
  'dropbox\\.com',
  'airtable\\.com',
  'coda\\.io',
  '[\\w-]+\\.quip\\.com',
  'app\\.clickup\\.com',
  'app\\.asana\\.com',
  'trello\\.com',
  '[\\w-]+\\.feishu\\.cn',
  '[\\w-]+\\.larksuite\\.com',
  'yuque\\.com',
  'www\\.yuque\\.com',
];
const LINK = new RegExp(String.raw`https?://(?:www\.)?(${WORKSPACE_HOSTS.join('|')})(?:[/?#][^\s"'<>)\]}]*)?`, 'gi');

/** `https://www.notion.so/team/Page-31bc…` → `[notion.so link]`. */
export function redactWorkspaceLinks(text: string): string {
  return text.includes('://') ? text.replace(LINK, (_, host: string) => `[${host.toLowerCase().replace(/^www\./, '')} link]`) : text;
}
