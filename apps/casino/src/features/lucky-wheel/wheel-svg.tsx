/** The wheel, drawn: one wedge per slot, coloured and labelled by its segment's multiplier. */
import { WHEEL_SEGMENTS } from '@touchline/casino';
import styles from './lucky-wheel.module.css';
import { DRAWN_SLOTS, multiplierText, SLOT_DEGREES } from './wheel-layout';

const R = 140;
const C = 150;

const point = (degrees: number, radius: number) => {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(C + radius * Math.cos(radians)).toFixed(3)} ${(C + radius * Math.sin(radians)).toFixed(3)}`;
};

function wedge(slot: number): string {
  const start = slot * SLOT_DEGREES;
  const end = start + SLOT_DEGREES;
  return `M ${C} ${C} L ${point(start, R)} A ${R} ${R} 0 0 1 ${point(end, R)} Z`;
}

export function WheelSvg({
  rotation,
  locale,
  landed,
}: {
  rotation: number;
  locale: string;
  landed: number | null;
}) {
  return (
    <svg viewBox="0 0 300 300" className={styles.svg} aria-hidden="true" focusable="false">
      <circle cx={C} cy={C} r={R + 8} className={styles.rim} />
      <g className={styles.wheel} style={{ transform: `rotate(${rotation}deg)` }}>
        {DRAWN_SLOTS.map((segment, slot) => {
          const mid = (slot + 0.5) * SLOT_DEGREES;
          const bp = WHEEL_SEGMENTS[segment]?.multiplierBp ?? 0;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the slots are a fixed drawing, never reordered
            <g key={slot}>
              <path
                d={wedge(slot)}
                className={`${styles.slot} ${styles[`seg${segment}`] ?? ''} ${landed === segment ? styles.hit : ''}`}
              />
              <text
                x={C}
                y={C - R + 24}
                transform={`rotate(${mid} ${C} ${C})`}
                className={styles.label}
                textAnchor="middle"
                writingMode="tb"
              >
                {multiplierText(bp, locale)}
              </text>
            </g>
          );
        })}
      </g>
      <circle cx={C} cy={C} r={34} className={styles.hub} />
      <path d={`M ${C - 10} 1 L ${C + 10} 1 L ${C} 19 Z`} className={styles.pointer} />
    </svg>
  );
}
