import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useFocusTrap } from '#client/accessibility/use-focus-trap.js';
import { columnLabel, moveColumn, resetColumns, type ColumnSetting } from './columns.js';

export interface ColumnManagerProps {
  columns: ColumnSetting[];
  onChange: (columns: ColumnSetting[]) => void;
}

/**
 * Show/hide and reorder the all-players columns. Rows can be dragged, or moved with the
 * up/down buttons from the keyboard. The Player column always stays visible.
 */
export function ColumnManager({ columns, onChange }: ColumnManagerProps) {
  const [open, setOpen] = useState(false);
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  /** Closed by a click elsewhere: that click placed the focus, so it does not go back to the button. */
  const closedByPointer = useRef(false);

  // The panel closes on a click elsewhere, like any popover (Escape: the focus trap).
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      closedByPointer.current = true;
      setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);
  const toggleOpen = () => {
    closedByPointer.current = false;
    setOpen((o) => !o);
  };

  const toggle = (index: number) => onChange(columns.map((c, i) => (i === index ? { ...c, visible: !c.visible } : c)));

  return (
    <div className="column-manager" ref={rootRef}>
      <button type="button" className="btn btn-secondary" aria-expanded={open} onClick={toggleOpen}>
        Columns
      </button>
      {open && (
        <ColumnPanel onClose={() => setOpen(false)} returnFocus={() => !closedByPointer.current}>
          <ol className="column-list">
            {columns.map((column, index) => (
              <li
                key={column.id}
                className={`column-row${dragIndex === index ? ' is-dragging' : ''}`}
                draggable
                onDragStart={(event) => {
                  setDragIndex(index);
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', column.id);
                }}
                onDragOver={(event) => {
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragIndex !== null) onChange(moveColumn(columns, dragIndex, index));
                  setDragIndex(null);
                }}
                onDragEnd={() => setDragIndex(null)}
              >
                <span className="drag-handle" aria-hidden="true">
                  ⋮⋮
                </span>
                <label className="column-toggle">
                  <input type="checkbox" checked={column.visible} disabled={column.id === 'player'} onChange={() => toggle(index)} />
                  {columnLabel(column.id)}
                </label>
                <span className="column-move">
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Move ${columnLabel(column.id)} up`}
                    disabled={index === 0}
                    onClick={() => onChange(moveColumn(columns, index, index - 1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={`Move ${columnLabel(column.id)} down`}
                    disabled={index === columns.length - 1}
                    onClick={() => onChange(moveColumn(columns, index, index + 1))}
                  >
                    ↓
                  </button>
                </span>
              </li>
            ))}
          </ol>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange(resetColumns())}>
            Reset to Default
          </button>
        </ColumnPanel>
      )}
    </div>
  );
}

/** The open panel: focus moves in, Tab stays inside, Escape closes it and focus returns to Columns. */
function ColumnPanel({ onClose, returnFocus, children }: { onClose: () => void; returnFocus: () => boolean; children: ReactNode }) {
  const { ref, onKeyDown } = useFocusTrap<HTMLDivElement>({ onClose, returnFocusTo: () => (returnFocus() ? null : false) });
  return (
    <div ref={ref} className="column-manager-panel" role="dialog" aria-label="Manage columns" tabIndex={-1} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
