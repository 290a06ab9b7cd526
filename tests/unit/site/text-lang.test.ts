// Languages of article text and word breaks for scripts written without spaces
// (src/lib/text-lang.ts): what gives each page its `lang` and lets search find Chinese and
// Japanese words.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { detectLanguage, joinUnspaced, spaceWords } from '../../../src/lib/text-lang.ts';

describe('detectLanguage', () => {
  it('tells scripts apart, and Japanese from Chinese by its kana', () => {
    assert.equal(detectLanguage('前端是否可以切换到bun？结论：可以切换'), 'zh');
    assert.equal(detectLanguage('エラーを解消して、設定ファイルを移行しました'), 'ja');
    assert.equal(detectLanguage('設定ファイル'), 'ja');
    assert.equal(detectLanguage('데이터베이스를 사용합니다'), 'ko');
    assert.equal(detectLanguage('Привет, это описание проекта'), 'ru');
    assert.equal(detectLanguage('Це опис проєкту і його історії'), 'uk');
    assert.equal(detectLanguage('ภาษาไทยง่ายนิดเดียว'), 'th');
  });

  it('keeps English for English text that quotes another script, and the other way round', () => {
    assert.equal(detectLanguage('The user asked "前端是否可以切换到bun?" and the agent answered that the lockfile format differs and the CI cache must be moved.'), 'en');
    assert.equal(detectLanguage('## Key facts\n\n- 依赖安装速度明显更快，锁文件格式不同，需要重新生成。\n- `bun install` 和 `bun test`'), 'zh');
  });

  it('tells the Latin-script languages sessions use by their small words, English unless clearly not', () => {
    assert.equal(detectLanguage('só vou poder pagar pela hospedagem se não for caro, isso é o que eu quero para o projeto'), 'pt');
    assert.equal(detectLanguage('Die Konfiguration ist nicht mit dem neuen Format kompatibel, und wir müssen sie auch migrieren'), 'de');
    assert.equal(detectLanguage('Use the schedule trigger for the cron job.'), 'en');
    assert.equal(detectLanguage(''), 'en');
  });
});

describe('spaceWords and joinUnspaced', () => {
  it('spaces out words of unspaced scripts the way ICU breaks them, and nothing else', () => {
    assert.equal(spaceWords('前端是否可以切换到bun'), '前端 是否 可以 切换 到 bun');
    assert.equal(spaceWords('エラーを解消して'), 'エラー を 解消 し て');
    assert.equal(spaceWords('plain English, untouched.'), 'plain English, untouched.');
    assert.equal(spaceWords('데이터베이스를 사용'), '데이터베이스를 사용', 'Korean has its spaces');
  });

  it('takes the spaces out again for display, highlights included', () => {
    assert.equal(joinUnspaced(spaceWords('前端是否可以切换到bun？结论：可以')), '前端是否可以切换到 bun？结论：可以');
    assert.equal(joinUnspaced('前端 <mark>切换</mark> 到 bun'), '前端<mark>切换</mark>到 bun');
    assert.equal(joinUnspaced('two English words'), 'two English words');
  });
});
