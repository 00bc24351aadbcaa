import {
  PAID_PLANS,
  TEAM_PLAN_SEATS,
  marksDownloads,
  limitFor,
  mayStartTeam,
  planFeatures,
  type PlanCode,
  type PlanLimit,
} from '@figura/sdk-core/schema';
import { useTranslation } from '@figura/react-editor/i18n';
import { TableScroll } from '../design/TableScroll';

const PLANS = ['T', ...PAID_PLANS] as const;

/** The caps compared, in the pricing cards' order (read off the limits the API enforces). */
const COMPARED_LIMITS = [
  'creations',
  'highResDownloads',
  'slidesPerCreation',
  'illustrationsPerCreation',
  'imageGenerations',
  'backgroundRemovals',
] as const satisfies readonly PlanLimit[];

type Cell =
  | { kind: 'count'; count: number }
  | { kind: 'unlimited' | 'unlimitedMarked' }
  | { kind: 'yes' | 'no' };
type Row = { key: (typeof COMPARED_LIMITS)[number] | 'svg' | 'storage' | 'teams'; cells: Cell[] };

/** A plan's room for uploads in MB, as the pricing cards say it (planFeatures owns the unit). */
const storageMb = (plan: PlanCode) =>
  planFeatures(plan).find((feature) => feature.key === 'storage')?.values?.mb ?? 0;

/** Each row: one thing a plan gives, across the plans (the same for every visit: made once). */
const ROWS: readonly Row[] = comparisonRows();

function comparisonRows(): Row[] {
  const holder = (plan: PlanCode) => ({ plan, journal: null });
  const cap = (count: number | null): Cell =>
    count === null
      ? { kind: 'unlimited' }
      : count === 0
        ? { kind: 'no' }
        : { kind: 'count', count };
  return [
    ...COMPARED_LIMITS.map((limit) => ({
      key: limit,
      cells: PLANS.map((plan): Cell => {
        const cell = cap(limitFor(holder(plan), limit));
        // The free plan's unlimited downloads carry the mark: said here, or "Unlimited" against
        // a paid plan's 2 reads as more.
        return limit === 'highResDownloads' &&
          cell.kind === 'unlimited' &&
          marksDownloads(holder(plan))
          ? { kind: 'unlimitedMarked' }
          : cell;
      }),
    })),
    {
      key: 'svg' as const,
      cells: PLANS.map((plan): Cell => ({ kind: marksDownloads(holder(plan)) ? 'no' : 'yes' })),
    },
    {
      key: 'storage' as const,
      cells: PLANS.map((plan): Cell => ({ kind: 'count', count: storageMb(plan) })),
    },
    {
      key: 'teams' as const,
      cells: PLANS.map((plan): Cell =>
        mayStartTeam(plan) ? { kind: 'count', count: TEAM_PLAN_SEATS } : { kind: 'no' },
      ),
    },
  ];
}

/** The plans side by side, thing by thing, under the cards (a table: read row by row aloud too). */
export function PlanComparison({ current }: { current: string | null }) {
  const { t } = useTranslation('portal');
  const text = (row: Row['key'], cell: Cell) =>
    cell.kind === 'count'
      ? t(
          `billing.compare.values.${row === 'storage' ? 'megabytes' : row === 'teams' ? 'seats' : 'count'}`,
          {
            count: cell.count,
          },
        )
      : t(`billing.compare.values.${cell.kind}`);
  return (
    <TableScroll label={t('billing.compare.title')}>
      <table className="table plan-comparison">
        <caption>{t('billing.compare.title')}</caption>
        <thead>
          <tr>
            <td />
            {PLANS.map((plan) => (
              <th key={plan} scope="col" aria-current={current === plan ? 'true' : undefined}>
                {t(`billing.plans.${plan}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.key}>
              <th scope="row">{t(`billing.compare.rows.${row.key}`)}</th>
              {row.cells.map((cell, index) => (
                <td key={PLANS[index]} data-kind={cell.kind}>
                  {cell.kind === 'no' ? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{t('billing.compare.values.no')}</span>
                    </>
                  ) : (
                    text(row.key, cell)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
