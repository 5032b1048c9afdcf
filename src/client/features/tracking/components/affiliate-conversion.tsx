import { useState } from 'react';
import { currentAffiliateClick } from '../affiliate-click';
import { getTrackingSettings } from '../tracking-settings';

export type AffiliateConversionProps = {
  /** The order's reference: the transaction id. */
  orderId: string;
  /** The net amount (after discount, before VAT) in major units with two decimals, e.g. "29.00". */
  amount: string;
  /** ISO 4217, e.g. "EUR". */
  currency: string;
};

/** ShareASale's conversion pixel for one sale (its "sale.cfm" tracking image). */
export function shareasalePixelUrl(
  merchantId: string,
  click: string,
  { orderId, amount, currency }: AffiliateConversionProps,
): string {
  const query = new URLSearchParams({
    tracking: orderId,
    amount,
    merchantID: merchantId,
    transtype: 'sale',
    currency,
    sscid: click,
    // The click id comes from the merchant's own page rather than ShareASale's cookie.
    sscidmode: '6',
  });
  return `https://www.shareasale.com/sale.cfm?${query.toString()}`;
}

const reported = new Set<string>();

/**
 * Reports an approved sale to the affiliate network: only with affiliate tracking configured,
 * consent to marketing and a remembered partner click; once per order in this page. Renders a 1×1
 * image nobody sees, or nothing.
 */
export function AffiliateConversion(props: AffiliateConversionProps) {
  const [pixel] = useState(() => {
    const affiliate = getTrackingSettings().affiliate;
    const click = currentAffiliateClick();
    const wellFormed = /^\d+(\.\d{2})?$/.test(props.amount) && /^[A-Z]{3}$/.test(props.currency);
    if (!affiliate || !click || !wellFormed || !props.orderId || reported.has(props.orderId)) return null;
    reported.add(props.orderId);
    return shareasalePixelUrl(affiliate.merchantId, click, props);
  });
  if (!pixel) return null;
  return (
    <img
      src={pixel}
      width={1}
      height={1}
      alt=""
      aria-hidden="true"
      className="position-absolute opacity-0 pe-none"
      data-testid="affiliate-conversion"
    />
  );
}
