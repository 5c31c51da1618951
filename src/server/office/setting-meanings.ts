// What each site setting means, in the office's two languages, beside the rule its value follows
// (src/lib/settings.ts). A key without a meaning here fails the office's settings test.
import type { SettingKey } from '../../lib/settings.ts';

export const SETTING_MEANINGS: Record<SettingKey, { en: string; ar: string }> = {
  site_logo_light: { en: 'The logo on light backgrounds (header).', ar: 'الشعار على الخلفيات الفاتحة (رأس الصفحة).' },
  site_logo_dark: { en: 'The logo on dark backgrounds (footer).', ar: 'الشعار على الخلفيات الداكنة (تذييل الصفحة).' },
  company_name: { en: "The shop's name, in titles, messages and invoices.", ar: 'اسم المتجر في العناوين والرسائل والفواتير.' },
  site_title: { en: "The site's title in search results and browser tabs.", ar: 'عنوان الموقع في نتائج البحث وعلامات تبويب المتصفح.' },
  site_description: { en: 'A sentence about the shop for search engines.', ar: 'جملة تعريفية بالمتجر لمحركات البحث.' },
  company_address: { en: "The shop's address and support e-mail, shown in the footer and on the contact page.", ar: 'عنوان المتجر وبريد الدعم، ويظهران في تذييل الصفحة وصفحة التواصل.' },
  company_phone_number: { en: 'The phone number shoppers call, in the top bar; empty hides it.', ar: 'رقم الهاتف الذي يتصل به المتسوقون، في الشريط العلوي؛ اتركه فارغًا لإخفائه.' },
  currency_symbol: { en: 'The symbol written beside prices in the base currency.', ar: 'الرمز المكتوب بجانب الأسعار بالعملة الأساسية.' },
  currency_code: { en: 'The currency a new shopper sees prices in.', ar: 'العملة التي يرى بها المتسوق الجديد الأسعار.' },
  order_id_prefix: { en: 'The letters before each order number (ORD-000123).', ar: 'الحروف التي تسبق رقم كل طلب (ORD-000123).' },
  product_code_prefix: { en: 'The letters before each product code.', ar: 'الحروف التي تسبق رمز كل منتج.' },
  customer_prefix: { en: 'The letters before each customer number.', ar: 'الحروف التي تسبق رقم كل عميل.' },
  fixed_delivery_charge: { en: 'What delivery costs (AED) when an order does not travel free.', ar: 'تكلفة التوصيل (بالدرهم) عندما لا يكون التوصيل مجانيًا.' },
  is_free_delivery: { en: "'1': every order travels free; '0': the delivery charge applies below the threshold.", ar: "'1': كل الطلبات توصَل مجانًا؛ '0': تُحتسب رسوم التوصيل تحت الحد الأدنى." },
  minimum_item_price: { en: 'The lowest price (AED) an item may be sold at.', ar: 'أدنى سعر (بالدرهم) يمكن بيع قطعة به.' },
  files_base_url: { en: 'Where uploaded files are served from; empty: this site.', ar: 'العنوان الذي تُقدَّم منه الملفات المرفوعة؛ فارغ: هذا الموقع.' },
  company_vat_registration: { en: "The shop's VAT registration number (TRN), printed on tax invoices.", ar: 'رقم التسجيل الضريبي للمتجر، ويُطبع على الفواتير الضريبية.' },
  free_delivery_threshold: { en: 'Orders from this amount (AED) travel free; shown in the banner.', ar: 'الطلبات من هذا المبلغ (بالدرهم) فأكثر توصَل مجانًا؛ ويظهر في الشريط الإعلاني.' },
  vat_rate: { en: 'The VAT percentage included in prices.', ar: 'نسبة ضريبة القيمة المضافة المشمولة في الأسعار.' },
  translations: { en: "The shop's name, title, description and address in French, German and Arabic (what is not given stays as above).", ar: 'اسم المتجر وعنوان الموقع ووصفه والعنوان البريدي بالفرنسية والألمانية والعربية (وما لم يُذكر يبقى كما في الأعلى).' },
  cod_fee: { en: 'What cash on delivery adds to an order (AED), shown as a line of its own; 0: nothing.', ar: 'ما يُضاف إلى الطلب عند الدفع نقدًا عند الاستلام (بالدرهم)، ويظهر في سطر مستقل؛ 0: لا شيء.' },
  cod_max_order_total: { en: 'The largest order (AED, before the fee) that may be paid in cash on delivery; 0: no maximum.', ar: 'أكبر قيمة للطلب (بالدرهم، قبل الرسوم) يمكن دفعها نقدًا عند الاستلام؛ 0: بلا حد أقصى.' },
  cod_refusal_limit: { en: 'After this many deliveries refused at the door, a shopper is no longer offered cash on delivery; 0: never.', ar: 'بعد هذا العدد من الطلبات المرفوضة عند الباب، لا يُعرض على المتسوق الدفع عند الاستلام؛ 0: أبدًا.' },
  low_stock_threshold: { en: 'A variant with this many or fewer in stock is listed as low on stock.', ar: 'يُدرج المنتج ضمن المخزون المنخفض عندما تصل كميته إلى هذا العدد أو أقل.' },
  return_window_days: { en: 'Days after delivery an item may be returned or exchanged; the return policy page says the same.', ar: 'عدد الأيام بعد التسليم التي يمكن خلالها إرجاع المنتج أو استبداله، وتذكرها صفحة سياسة الإرجاع أيضًا.' },
};
