/** The score distribution of a scored word list (`word;score` lines): a small histogram under the dictionary. */
import { useTranslation } from 'react-i18next';
import { useApp } from '../../state/index.ts';

export function ScoreHistogram() {
  const { t } = useTranslation();
  const scores = useApp((s) => s.lexicon?.scores ?? null);
  if (!scores || scores.scored === 0) return null;
  const top = Math.max(...scores.histogram.map((b) => b.count), 1);
  const round = (x: number) => Math.round(x * 10) / 10;
  return (
    <figure data-testid="score-histogram" className="mt-2 text-xs text-slate-600">
      <div className="flex h-12 items-end gap-px" role="img" aria-label={t('makers.scoreAria', { min: scores.min, max: scores.max })}>
        {scores.histogram.map((b) => (
          <div
            key={b.from}
            data-testid="score-bucket"
            data-count={b.count}
            title={t('makers.scoreBucket', { from: round(b.from), to: round(b.to), count: b.count })}
            className="min-w-1 flex-1 rounded-t-sm bg-sky-600"
            style={{ height: `${Math.max(b.count > 0 ? 8 : 0, (100 * b.count) / top)}%` }}
          />
        ))}
      </div>
      <figcaption data-testid="score-summary" className="mt-1">
        {t('makers.scores', { min: scores.min, max: scores.max, mean: round(scores.mean), median: round(scores.median), scored: scores.scored, unscored: scores.unscored })}
      </figcaption>
    </figure>
  );
}
