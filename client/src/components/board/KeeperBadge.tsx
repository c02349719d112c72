/**
 * A keeper pick carries a K on every board (grid, rosters, list, TV). The letter is for
 * the eye; a screen reader hears "Keeper".
 */
export function KeeperBadge() {
  return (
    <span className="keeper-badge" title="Keeper" data-testid="keeper-badge">
      <span aria-hidden="true">K</span>
      <span className="visually-hidden">Keeper</span>
    </span>
  );
}
