/**
 * The floating bet slip of a phone: a sheet over the page with the slip's
 * own header ('Bet Slip', clear with more than one selection, settings, close). Closing (the close
 * button, Escape, the backdrop) is ignored while a bet is being placed.
 */

import { hideOutside } from '@touchline/web-kit/layers';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useSlip } from '@/shared/betslip';
import { BetslipPanel } from './betslip-panel';
import styles from './mobile-betslip.module.css';
// This feature's texts (English at once, the page's language fetched with it).
import './texts';

export function MobileBetslip({ onClose }: { onClose: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const processing = useSlip((state) => state.slip.processingStatus === 'processing');
  const close = useRef(onClose);
  close.current = onClose;
  const blocked = useRef(processing);
  blocked.current = processing;
  const tryClose = () => {
    if (!blocked.current) close.current();
  };

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    sheet.current?.focus();
    // The page under the sheet leaves the accessibility tree: only the slip's controls answer by name.
    const showOutside = root.current ? hideOutside(root.current) : null;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !blocked.current) {
        event.stopPropagation();
        close.current();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      showOutside?.();
      previous?.focus();
    };
  }, []);

  return createPortal(
    <div className={styles.root} ref={root}>
      <div className={styles.backdrop} onClick={tryClose} aria-hidden="true" />
      <div
        ref={sheet}
        className={styles.sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby="betslip-title"
        tabIndex={-1}
      >
        <BetslipPanel onClose={tryClose} />
      </div>
    </div>,
    document.body,
  );
}
