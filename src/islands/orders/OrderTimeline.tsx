// The Order Status timeline (spec sections 2 and 4): one entry per status, latest first, with its
// icon, text, description and date, the latest marked current and every older one completed.
import type { OrderItemStatus } from '../../lib/api/types.ts';
import { formatDate, type DatesByStyle } from '../../lib/dates/date-words.ts';
import { statusIcon } from '../../lib/orders/status-icons.ts';
import { timelineState } from '../../lib/orders/status.ts';
import { Icon } from '../Icon.tsx';
import type { OrderDetailStrings } from './strings.ts';
import type { Words } from './words.ts';

interface Props {
  dates: DatesByStyle;
  statuses: OrderItemStatus[];
  names: Words;
  strings: OrderDetailStrings;
}

export function OrderTimeline({ dates, statuses, names, strings }: Props) {
  const stateLabel = { current: strings.current, completed: strings.completed };
  return (
    <section className="order-box" aria-labelledby="order-timeline-heading">
      <h3 id="order-timeline-heading" className="order-box__title">
        {strings.statusTimeline}
      </h3>
      <ol className="order-timeline" role="list">
        {statuses.map((entry, index) => {
          const state = timelineState(index);
          return (
            <li key={entry.id} className={`order-timeline__entry order-timeline__entry--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="order-timeline__icon">
                <Icon drawing={statusIcon(entry.status)} size={20} />
              </span>
              <div className="order-timeline__text">
                <p className="order-timeline__status">
                  <span>{names[entry.status] ?? entry.status}</span>
                  <span className="order-timeline__state">{stateLabel[state]}</span>
                </p>
                {/* The shop's own text (the first two entries' translated), in whatever language the
                    operator wrote it: each reads in its own direction. */}
                {entry.description && (
                  <p className="order-timeline__description">
                    <bdi>{(entry.kind && names[`description.${entry.kind}`]) || entry.description}</bdi>
                  </p>
                )}
                <time className="order-timeline__date" dateTime={entry.created_at}>
                  {formatDate(entry.created_at, dates.longWithTime)}
                </time>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
