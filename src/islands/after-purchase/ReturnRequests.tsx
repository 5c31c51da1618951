// The item's return and exchange requests and where each stands, as the shop moves them.
import type { ReturnRequestView } from '../../lib/api/types.ts';
import { fill } from '../../lib/text.ts';
import type { Words } from '../orders/words.ts';
import type { AfterStrings } from './after-strings.ts';
import { variantLabel } from './variant-words.ts';

interface Props {
  requests: ReturnRequestView[];
  strings: AfterStrings;
  words: Words;
}

export function ReturnRequests({ requests, strings, words }: Props) {
  if (requests.length === 0) return null;
  return (
    <div className="after__requests">
      <h4 className="after-form__title">{strings.requests}</h4>
      <ul className="after__request-list">
        {requests.map((request) => (
          <li key={request.id} className="after__request">
            <span className="after__request-what">
              {request.exchange
                ? fill(strings.requestExchange, { quantity: request.quantity, variant: variantLabel(request.exchange, words) })
                : fill(strings.requestRefund, { quantity: request.quantity })}
            </span>
            <span className={`badge ${request.status === 'REFUSED' ? 'badge--warn' : request.status === 'REFUNDED' || request.status === 'EXCHANGED' ? 'badge--ok' : ''}`}>
              {fill(strings[`requestStatus.${request.status}`], { reason: request.refusal ?? '' })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
