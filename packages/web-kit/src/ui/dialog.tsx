/**
 * An accessible modal dialog: labelled, focus moves in and is
 * kept inside, Escape and the backdrop close it unless it is blocking, focus returns on close. While it is
 * open the page behind it is out of the accessibility tree (aria-hidden): a screen reader, and a query by
 * role, finds only the dialog's controls, not the covered page's controls of the same name.
 *
 * An entry of its own (`@touchline/web-kit/dialog`), not in the kit's index: an app's first load that
 * imports the index for a toast or the skeleton does not carry the dialog.
 */
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './dialog.module.css';
import { hideOutside } from './layers';

/** The close cross, drawn on a 24 px grid in currentColor. */
const CLOSE_PATH =
  'm6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z';

export interface DialogProps {
  open: boolean;
  title: string;
  onClose?: () => void;
  /** The name of the header's close button, in the page's language. */
  closeLabel: string;
  /** Blocking dialogs (network error) have no close control and ignore Escape. */
  blocking?: boolean;
  /**
   * stats: the stats modal's 570 px; builder: the 'Create YourBet' modal's 576 to 800 px; screen: the
   * whole screen at every width (the network modal).
   */
  size?: 'sm' | 'md' | 'full' | 'stats' | 'builder' | 'screen';
  children: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** The header's icon close button; off when the footer has the dialog's own close button. */
  closeButton?: boolean;
  /** A sidebar: on a wide screen a full-height drawer from that side (a phone keeps the bottom sheet). */
  side?: 'left' | 'right';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

export function Dialog({
  open,
  title,
  onClose,
  closeLabel,
  blocking = false,
  size = 'md',
  children,
  footer,
  role = 'dialog',
  closeButton = true,
  side,
}: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const node = panel.current;
    const first = node?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !blocking) {
        event.stopPropagation();
        onClose?.();
      }
      if (event.key === 'Tab' && node) {
        const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (items.length === 0) {
          event.preventDefault();
          return;
        }
        const head = items[0];
        const tail = items[items.length - 1];
        if (event.shiftKey && document.activeElement === head) {
          event.preventDefault();
          tail?.focus();
        } else if (!event.shiftKey && document.activeElement === tail) {
          event.preventDefault();
          head?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, [open, blocking, onClose]);

  // After the focus effect: focus is already inside the dialog when the page around it is hidden (a
  // browser ignores aria-hidden on an element that holds the focus).
  useEffect(() => {
    if (!open || !root.current) return;
    return hideOutside(root.current);
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      className={`${styles.root} ${side ? (side === 'left' ? styles.drawerLeft : styles.drawerRight) : size === 'screen' ? styles.screenRoot : ''}`}
      ref={root}
    >
      <div className={styles.backdrop} onClick={blocking ? undefined : onClose} aria-hidden="true" />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal */}
      <div
        ref={panel}
        className={`${styles.panel} ${styles[size]}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {!blocking && onClose && closeButton ? (
            <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
              <svg
                width={20}
                height={20}
                viewBox="0 0 24 24"
                fill="currentColor"
                aria-hidden="true"
                focusable="false"
              >
                <path d={CLOSE_PATH} fillRule="evenodd" />
              </svg>
            </button>
          ) : null}
        </header>
        <div className={styles.body}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
