import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { monthLabel, summaryRepeatsBody } from '../../../src/lib/labels.ts';

describe('labels', () => {
  it('names months without the locale of the machine', () => {
    assert.equal(monthLabel('2026-02'), 'February 2026');
    assert.equal(monthLabel('garbage'), 'garbage');
  });

  it('notices a summary that the body already opens with', () => {
    const body = "# Title\n\nGitHub's template feature copies **everything** into the new repo. More.\n\n## Next\n";
    assert.equal(summaryRepeatsBody("GitHub's template feature copies everything into the new repo.", body), true);
    assert.equal(summaryRepeatsBody('The agent is Spock.', body), false);
    assert.equal(summaryRepeatsBody('Anything', '# Only a title\n'), false);
  });
});
