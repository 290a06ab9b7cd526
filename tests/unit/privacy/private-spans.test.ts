import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hasPrivateSpan, hasUnclosedPrivateSpan, stripPrivateSpans } from '../../../curation/privacy/private-spans.ts';

describe('stripPrivateSpans', () => {
  it('drops a span and keeps what surrounds it', () => {
    assert.equal(stripPrivateSpans('before <private>my address</private> after'), 'before  after');
  });

  it('is case-insensitive and spans lines', () => {
    assert.equal(stripPrivateSpans('a<PRIVATE>x\ny\nz</Private>b'), 'ab');
  });

  it('drops several spans, each to its own closing tag', () => {
    assert.equal(stripPrivateSpans('1<private>a</private>2<private>b</private>3'), '123');
  });

  it('drops an unclosed span to the end of the text', () => {
    assert.equal(stripPrivateSpans('keep this <private>and not\nthis\nnor this'), 'keep this ');
  });

  it('accepts attributes and spaces in the closing tag', () => {
    assert.equal(stripPrivateSpans('x<private reason="health">y</private >z'), 'xz');
  });

  it('leaves text without spans untouched (same string)', () => {
    const text = 'the private key of the class is privateField';
    assert.equal(stripPrivateSpans(text), text);
    assert.equal(hasPrivateSpan(text), false);
  });

  it('does not take <privateer> for a tag', () => {
    assert.equal(stripPrivateSpans('the <privateer> sails'), 'the <privateer> sails');
  });

  it('tells an unclosed span from closed ones', () => {
    assert.equal(hasUnclosedPrivateSpan('a <private>b</private> c'), false);
    assert.equal(hasUnclosedPrivateSpan('a <private>b</private> c <private>d'), true);
    assert.equal(hasUnclosedPrivateSpan('no tags'), false);
  });
});
