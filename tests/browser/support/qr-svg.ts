import QRCode from 'qrcode';

/**
 * Reads the dark modules back out of a QR code drawn as SVG by the `qrcode` package (one path of
 * `M x y` starts, `h n` dark runs and `m dx dy` moves, rows at y + 0.5, see its svg-tag renderer)
 * and compares them with the modules of `text` encoded independently: true when the picture is
 * that text's code, whatever margin or colours it was drawn with.
 */
export function qrSvgEncodes(svg: string, text: string): boolean {
  const drawn = darkModules(svg);
  if (!drawn) return false;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'L' });
  const expected = new Set<string>();
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) expected.add(`${col},${row}`);
  }
  // The margin shifts every module by the same offset: anchor both on the top-left finder's corner.
  const shift = (cells: Set<string>) => {
    const points = [...cells].map((cell) => cell.split(',').map(Number) as [number, number]);
    const minX = Math.min(...points.map(([x]) => x));
    const minY = Math.min(...points.map(([, y]) => y));
    return new Set(points.map(([x, y]) => `${x - minX},${y - minY}`));
  };
  const a = shift(drawn);
  const b = shift(expected);
  return a.size === b.size && [...a].every((cell) => b.has(cell));
}

function darkModules(svg: string): Set<string> | undefined {
  const path = /<path[^>]*stroke="[^"]+"[^>]*\sd="([^"]+)"/.exec(svg)?.[1];
  if (!path) return undefined;
  const cells = new Set<string>();
  let x = 0;
  let y = 0;
  for (const [, op, args] of path.matchAll(/([MmHh])([^MmHh]*)/g)) {
    const [a = 0, b = 0] = (args ?? '').trim().split(/[\s,]+/).map(Number);
    if (op === 'M') [x, y] = [a, b];
    else if (op === 'm') [x, y] = [x + a, y + b];
    else {
      const length = op === 'h' ? a : a - x;
      for (let i = 0; i < length; i += 1) cells.add(`${x + i},${Math.floor(y)}`);
      x += length;
    }
  }
  return cells;
}
