import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stem } from '../../../curation/text/stem.ts';

// Examples from Porter's paper (1980), steps 1 to 5.
const VECTORS: Record<string, string> = {
  caresses: 'caress', ponies: 'poni', ties: 'ti', caress: 'caress', cats: 'cat',
  feed: 'feed', agreed: 'agre', plastered: 'plaster', bled: 'bled', motoring: 'motor', sing: 'sing',
  conflated: 'conflat', troubled: 'troubl', sized: 'size', hopping: 'hop', tanned: 'tan', falling: 'fall',
  hissing: 'hiss', fizzed: 'fizz', failing: 'fail', filing: 'file', happy: 'happi', sky: 'sky',
  relational: 'relat', conditional: 'condit', rational: 'ration', valenci: 'valenc', digitizer: 'digit',
  conformabli: 'conform', radicalli: 'radic', differentli: 'differ', vileli: 'vile', analogousli: 'analog',
  vietnamization: 'vietnam', predication: 'predic', operator: 'oper', feudalism: 'feudal',
  decisiveness: 'decis', hopefulness: 'hope', callousness: 'callous', formaliti: 'formal',
  sensitiviti: 'sensit', sensibiliti: 'sensibl', triplicate: 'triplic', formative: 'form',
  formalize: 'formal', electriciti: 'electr', electrical: 'electr', hopeful: 'hope', goodness: 'good',
  revival: 'reviv', allowance: 'allow', inference: 'infer', airliner: 'airlin', gyroscopic: 'gyroscop',
  adjustable: 'adjust', defensible: 'defens', irritant: 'irrit', replacement: 'replac',
  adjustment: 'adjust', dependent: 'depend', adoption: 'adopt', homologou: 'homolog', communism: 'commun',
  activate: 'activ', angulariti: 'angular', homologous: 'homolog', effective: 'effect',
  bowdlerize: 'bowdler', probate: 'probat', rate: 'rate', cease: 'ceas', controll: 'control', roll: 'roll',
  generalizations: 'gener', oscillators: 'oscil',
};

test('stem follows the Porter algorithm on the examples of the paper', () => {
  for (const [word, expected] of Object.entries(VECTORS)) assert.equal(stem(word), expected, word);
});

test('inflections of one word meet at one stem', () => {
  assert.equal(stem('schedule'), stem('scheduled'));
  assert.equal(stem('schedule'), stem('scheduling'));
  assert.equal(stem('address'), stem('addressed'));
  assert.equal(stem('request'), stem('requests'));
});

test('short words and anything but lowercase ASCII letters are left alone', () => {
  assert.equal(stem('is'), 'is');
  assert.equal(stem('a1b2'), 'a1b2');
  assert.equal(stem('naïve'), 'naïve');
  assert.equal(stem('東京'), '東京');
});
