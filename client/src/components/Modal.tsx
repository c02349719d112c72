import { AnimatePresence, motion } from 'framer-motion';
import { useEffect, useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from '../accessibility/use-focus-trap.js';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider dialogs for tables of rows (the draft participants step). */
  size?: 'sm' | 'md' | 'lg';
  /** Optional line under the title. */
  description?: ReactNode;
  /** Where focus goes on close when the opener may be gone (use-focus-trap.ts); default: the opener. */
  returnFocusTo?: () => HTMLElement | null | false;
}

/**
 * A dialog that keeps keyboard users inside it: focus moves in on open, Tab cycles within,
 * Escape closes, and focus returns to whatever opened it. The page behind is inert meanwhile.
 */
export function Modal({ open, title, onClose, children, size = 'md', description, returnFocusTo }: ModalProps) {
  return createPortal(
    <AnimatePresence>{open && <ModalPanel title={title} onClose={onClose} size={size} description={description} returnFocusTo={returnFocusTo}>{children}</ModalPanel>}</AnimatePresence>,
    document.body,
  );
}

function ModalPanel({ title, onClose, children, size, description, returnFocusTo }: Omit<ModalProps, 'open'>) {
  const titleId = useId();
  const { ref: panelRef, onKeyDown } = useFocusTrap<HTMLDivElement>({ onClose, modal: true, ...(returnFocusTo ? { returnFocusTo } : {}) });

  useEffect(() => {
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  return (
    <motion.div
      className="modal-backdrop"
      initial={{ opacity: 0 }}
      animate={{ opacity: 1 }}
      exit={{ opacity: 0 }}
      transition={{ duration: 0.15 }}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <motion.div
        ref={panelRef}
        className={`modal modal-${size}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        initial={{ opacity: 0, y: 16, scale: 0.98 }}
        animate={{ opacity: 1, y: 0, scale: 1 }}
        exit={{ opacity: 0, y: 8, scale: 0.98 }}
        transition={{ duration: 0.18, ease: 'easeOut' }}
      >
        {/* A div, not <header>: in a portal at the body a header would be a second banner landmark. */}
        <div className="modal-header">
          <div>
            <h2 id={titleId} className="modal-title">
              {title}
            </h2>
            {description && <p className="modal-description">{description}</p>}
          </div>
          <button type="button" className="icon-btn" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="modal-body">{children}</div>
      </motion.div>
    </motion.div>
  );
}

function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}
