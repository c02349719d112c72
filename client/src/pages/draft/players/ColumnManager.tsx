import { useEffect, useRef, useState } from 'react';
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

  // The panel closes on Escape or a click elsewhere, like any popover.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = (index: number) => onChange(columns.map((c, i) => (i === index ? { ...c, visible: !c.visible } : c)));

  return (
    <div className="column-manager" ref={rootRef}>
      <button type="button" className="btn btn-secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Columns
      </button>
      {open && (
        <div className="column-manager-panel" role="dialog" aria-label="Manage columns">
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
        </div>
      )}
    </div>
  );
}
