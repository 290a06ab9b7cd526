// The GitHub Actions workflow `lore init` writes: one workflow whose jobs depend on each other, so
// the site is deployed only after a curation that succeeded. Curation in CI reads the sessions
// committed to the repository; sessions kept in a developer's home directory are curated on their
// machine (`lore curate`) and arrive as commits to the knowledge directory.

export interface WorkflowOptions {
  /** The npm package and version the workflow runs (pinned: a new Lore is an explicit change). */
  packageSpec: string;
  knowledgeDir: string;
  /** Session folders or files inside the repository, whose changes trigger a run. */
  sessionPaths: string[];
  configFile: string;
  branch: string;
}

/** The official actions, at the majors that run on Node 24. */
export const ACTIONS = {
  checkout: 'actions/checkout@v6',
  setupNode: 'actions/setup-node@v6',
  configurePages: 'actions/configure-pages@v6',
  uploadPagesArtifact: 'actions/upload-pages-artifact@v5',
  deployPages: 'actions/deploy-pages@v5',
} as const;

function quote(s: string): string {
  return `'${s.replace(/'/g, "''")}'`;
}

export function loreWorkflow(o: WorkflowOptions): string {
  const lore = `npx --yes ${o.packageSpec}`;
  const watched = [`${o.knowledgeDir}/**`, o.configFile, '.github/workflows/lore.yml', ...o.sessionPaths.map((p) => (/\.\w+$/.test(p) ? p : `${p}/**`))];
  return `# Lore: curates the sessions committed to this repository, then builds the knowledge site and
# publishes it on GitHub Pages (Settings → Pages → Source: GitHub Actions). Written by \`lore init\`.
# Sessions your agents keep in your home directory are curated on your machine (\`${lore} curate\`);
# commit ${o.knowledgeDir}/ and this workflow publishes it.
name: Lore

on:
  push:
    branches: [${o.branch}]
    paths:
${watched.map((p) => `      - ${quote(p)}`).join('\n')}
  schedule:
    - cron: '0 6 * * 1'
  workflow_dispatch:

permissions:
  contents: read

concurrency:
  group: lore-\${{ github.ref }}
  cancel-in-progress: false

jobs:
  curate:
    runs-on: ubuntu-latest
    permissions:
      contents: write
    steps:
      - uses: ${ACTIONS.checkout}
      - uses: ${ACTIONS.setupNode}
        with:
          node-version: 24
      # --allow-empty: on the runner only the sessions committed to the repository exist.
      - run: ${lore} curate --allow-empty
      - run: ${lore} check
      - name: Commit ${o.knowledgeDir}/ when it changed
        run: |
          git config user.name "lore[bot]"
          git config user.email "lore-bot@users.noreply.github.com"
          git add ${quote(o.knowledgeDir)}
          if git diff --cached --quiet; then echo "Nothing new."; exit 0; fi
          git commit -m "Curate knowledge ($(date -u +%Y-%m-%d))"
          git push

  build:
    needs: curate
    runs-on: ubuntu-latest
    steps:
      # The branch as curation left it, its commit included.
      - uses: ${ACTIONS.checkout}
        with:
          ref: \${{ github.ref }}
      - uses: ${ACTIONS.setupNode}
        with:
          node-version: 24
      - id: pages
        uses: ${ACTIONS.configurePages}
      - run: ${lore} build --out lore-site --site "\${{ steps.pages.outputs.origin }}" --base "\${{ steps.pages.outputs.base_path }}/"
      - uses: ${ACTIONS.uploadPagesArtifact}
        with:
          path: lore-site

  deploy:
    needs: build
    runs-on: ubuntu-latest
    permissions:
      pages: write
      id-token: write
    environment:
      name: github-pages
      url: \${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: ${ACTIONS.deployPages}
`;
}
