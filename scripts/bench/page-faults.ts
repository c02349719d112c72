/**
 * What this machine charges for memory a process touches the first time: a fresh Buffer of `mb`
 * MB written one byte per 4 KB page, µs per page. A browser that opens a page, or a server that
 * grows its heap, pays it for every new page; on a machine whose host backs the guest's memory
 * lazily it is ten to fifty times a bare kernel's (docs/BENCHMARKS.md, "A ninth machine"), and a
 * first load's long tasks are made of it. Printed beside the figures it inflates.
 */
export function firstTouchMicrosPerPage(mb = 256): number {
  const pageBytes = 4096;
  const start = performance.now();
  const buffer = Buffer.alloc(mb * 1024 * 1024);
  for (let at = 0; at < buffer.length; at += pageBytes) buffer[at] = 1;
  return ((performance.now() - start) * 1000) / (buffer.length / pageBytes);
}
