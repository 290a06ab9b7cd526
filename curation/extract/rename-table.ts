// A table of identifiers and what becomes of them: "| `DRAClaimKeys` | `ResourceClaimKeys` | 已调整 |",
// "| `checkDRAAllocatable` | 删除，复用现有 quota 检查 |". What it renames or removes no longer
// exists under its old name, so what an earlier exploration said of it describes code that is going
// (`merge/sub-agents.ts`), and the article lists the renames: the next session searches for the new
// names.
import type { Block } from './blocks.ts';

export interface Renamed {
  from: string;
  /** The new name; none when the table removes it. */
  to?: string;
}

const IDENTIFIER = /^`([A-Za-z_$][\w$.:]*)(?:\(\))?`$/;
const REMOVED = /^(?:\*\*)?(?:删除|移除|去掉|废弃|削除|廃止|delete[ds]?\b|remove[ds]?\b|drop(?:ped)?\b|deprecated?\b|gone\b|excluir|remover|eliminar)/i;
const KEPT = /^(?:\*\*)?(?:保留|不变|维持|維持|そのまま|keep\b|kept\b|unchanged\b|no change\b|same\b|manter|mantener)/i;

/** The renames and removals of a table whose rows each name an identifier and what it becomes, or nothing. */
export function renameRows(block: Extract<Block, { kind: 'table' }>): Renamed[] {
  const out: Renamed[] = [];
  let matched = 0;
  for (const row of block.rows) {
    const from = IDENTIFIER.exec(row[0]?.trim() ?? '')?.[1];
    const fate = row[1]?.trim() ?? '';
    if (!from || !fate) continue;
    const to = IDENTIFIER.exec(fate)?.[1];
    if (to) {
      matched++;
      if (to !== from) out.push({ from, to });
    } else if (REMOVED.test(fate)) {
      matched++;
      out.push({ from });
    } else if (KEPT.test(fate)) matched++;
  }
  // (Most rows, and three at least: a table of options that mentions one function is no rename list.)
  return matched >= 3 && matched * 5 >= block.rows.length * 3 && out.length ? out : [];
}
