import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scanForSecrets } from '../../../curation/privacy/scan.ts';
import { compileExtraPatterns } from '../../../curation/privacy/extra-patterns.ts';
import { fake } from '../../fixtures/privacy/fake-secrets.ts';

describe('scanForSecrets', () => {
  it('reports kinds, counts and positions, never values', () => {
    const gh = `ghp_${fake(36)}`;
    const text = `line one\nGITHUB_TOKEN=${gh}\n\npassword: "Hunter2Hunter2"\nand ${gh}`;
    const result = scanForSecrets(text);
    assert.equal(result.count, 3);
    assert.deepEqual(result.byKind, { 'github-token': 2, 'secret-assignment': 1 });
    assert.deepEqual(result.findings, [
      { kind: 'github-token', index: 22, line: 2, column: 14 },
      { kind: 'secret-assignment', index: text.indexOf('Hunter2'), line: 4, column: 12 },
      { kind: 'github-token', index: text.lastIndexOf(gh), line: 5, column: 5 },
    ]);
    assert.ok(!JSON.stringify(result).includes(gh.slice(4, 16)));
  });

  it('finds nothing in clean text', () => {
    assert.deepEqual(scanForSecrets('nothing to see\nhere'), { count: 0, byKind: {}, findings: [] });
  });
});

describe('compileExtraPatterns', () => {
  it('compiles sources and /literal/flags forms, always global', () => {
    const { patterns, diagnostics } = compileExtraPatterns(['ACME-\\d{6}', '/internal\\.acme\\.corp/i']);
    assert.deepEqual(diagnostics, []);
    assert.deepEqual(
      patterns.map((p) => [p.source, p.flags]),
      [
        ['ACME-\\d{6}', 'g'],
        ['internal\\.acme\\.corp', 'gi'],
      ],
    );
  });

  it('reports a pattern that does not compile, naming the file and index, and keeps the others', () => {
    const { patterns, diagnostics } = compileExtraPatterns(['ok', '(unclosed', 'fine'], 'lore.config.ts');
    assert.equal(patterns.length, 2);
    assert.equal(diagnostics.length, 1);
    assert.equal(diagnostics[0].file, 'lore.config.ts');
    assert.equal(diagnostics[0].level, 'error');
    assert.match(diagnostics[0].message, /^privacy\.redact\[1\]: not a valid regular expression/);
  });
});
