import { formatNumber } from '@kp/domain/display';
import { useTranslation } from '../../lib/use-translation';

/** A progress bar with its value for assistive technology (0 to 100) and the percentage written. */
export function ProgressBar({ label, percent, detail }: { label: string; percent: number; detail?: string }) {
  const { language } = useTranslation();
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const written = formatNumber(value / 100, language, { style: 'percent' });
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={detail ? `${written} · ${detail}` : written}
        className="h-3 w-full overflow-hidden rounded-full bg-surface-overlay"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
      </div>
      <p className="flex justify-between text-sm text-slate-300" aria-hidden="true">
        <span className="tabular-nums">{written}</span>
        {detail && <span>{detail}</span>}
      </p>
    </div>
  );
}
