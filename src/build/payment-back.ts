// /payment-failed?order=NUMBER is where the card payment page's Cancel link leads. The page is one
// static file, built for checkout's other failures (an order not placed, in red); this inline script,
// right after its heading, runs before the first paint and, when the address names an order, makes
// the page say what happened calmly: the heading, the breadcrumb's last step and the title read
// "Payment cancelled" (or "Your order is waiting for its payment" when checkout could not open the
// payment page), in the page's neutral tone, and the shell's "could not place your order" words and
// links give way to the PaymentFailed island (`data-payment-back` on <html>: the shell's state comes
// after the script, so the page's CSS hides it). Its words and the order number's rule come from the
// script's data attributes (payment-failed.astro); its hash is in the CSP (astro.config.mjs).
export const PAYMENT_BACK =
  `(function(){var s=document.currentScript,d=s.dataset,q=new URLSearchParams(location.search);` +
  `if(!new RegExp(d.orderNumber).test(q.get("order")||""))return;` +
  `var w=q.get("payment")===d.notStartedValue?d.notStarted:d.cancelled,p=s.closest(".shell");` +
  `p.classList.replace("shell--error","shell--neutral");p.querySelector("h1").textContent=w;` +
  `document.documentElement.dataset.paymentBack="";` +
  `var c=document.querySelector('.breadcrumb [aria-current="page"]');if(c)c.textContent=w;` +
  `document.title=document.title.replace(d.title,w)})()`;
