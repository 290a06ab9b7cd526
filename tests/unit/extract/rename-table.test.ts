import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseBlocks } from '../../../curation/extract/blocks.ts';
import { renameRows } from '../../../curation/extract/rename-table.ts';
import { digestAnswer } from '../../../curation/extract/answer.ts';

const table = (rows: string[]) => parseBlocks(['| 当前命名（方案 A） | 新命名（方案 B） | 理由 |', '|---|---|---|', ...rows].join('\n')).find((b) => b.kind === 'table')!;

test('a table of identifiers and what becomes of them gives renames and removals; kept and unchanged names are neither', () => {
  const t = table([
    '| `DRAQuota` | 删除，不再需要 | 方案 B 无独立结构 |',
    '| `DRAClaimKeys` | `ResourceClaimKeys` | 已调整 |',
    '| `checkDRAAllocatable` | 删除，复用现有 quota 检查 | 方案 B 统一路径 |',
    '| `dynamicResourceAllocationEnable` | 保留（这是 K8s feature gate 名） | 这是 K8s 官方术语 |',
    '| `DeviceClassCountPrefix` | `DeviceClassCountPrefix` | 同上 |',
  ]);
  assert.deepEqual(renameRows(t as never), [{ from: 'DRAQuota' }, { from: 'DRAClaimKeys', to: 'ResourceClaimKeys' }, { from: 'checkDRAAllocatable' }]);
  assert.deepEqual(digestAnswer(`好，敲定命名规范。\n\n${['| 当前命名 | 新命名 |', '|---|---|', '| `a_b` | `aB` |', '| `c_d` | `cD` |', '| `e_f` | delete |'].join('\n')}`).renamed, [{ from: 'a_b', to: 'aB' }, { from: 'c_d', to: 'cD' }, { from: 'e_f' }]);
});

test('a table of options that names a function or two is no rename list', () => {
  const options = table(['| `pollLoop` | Simple, but keeps a process running | no |', '| Webhook | `onPush` handler | yes |', '| Cron | schedule: trigger | yes |', '| `setInterval` | remove later | no |']);
  assert.deepEqual(renameRows(options as never), []);
});
