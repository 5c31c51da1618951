// The Shopify CSV import's problems in Arabic, code for code with src/lib/catalogue/import-problems.ts
// (whose English the office shows as it is). Column names and values stay as the file writes them.
// In schema and photo_refused, %{reason} is the schema's rule in Arabic (schema-rules-ar.ts) and
// why a photo was refused (office.errors.photo_*), where the English has the server's reason.
import type { ImportProblemCode } from '../../../src/lib/catalogue/import-problems.ts';

const HOW_TO_WRITE_AMOUNTS = 'اكتب مبلغًا بالدرهم بمنزلتين عشريتين على الأكثر، مثل 45 أو 45.50';
const OPTIONS_HERE = 'المنتج هنا يختلف باللون (Color أو Colour) والمقاس (Size) فقط';

export const importProblemsAr: Record<ImportProblemCode, string> = {
  file_empty: 'هذا ليس ملف منتجات CSV من Shopify: الملف فارغ.',
  columns_missing:
    'هذا ليس ملف منتجات CSV من Shopify: ليس في سطره الأول العمود %{columns}. السطر الأول من ملف المنتجات الذي يصدّره Shopify يسمّي أعمدته: Handle وTitle وBody (HTML) وغيرها.',
  price_column_missing: 'ليس في الملف العمود %{column}: كل منتج هنا يحتاج إلى سعره.',
  quantity_column_missing:
    'ليس في الملف العمود %{column}: كل منتج هنا يحتاج إلى مخزونه. يُسقط Shopify هذا العمود من ملف المتجر الذي له عدة مواقع؛ أضِفه مع مخزون كل صنف.',
  too_many_rows: 'في الملف %{rows} صف منتجات، أكثر من %{max} صف يقبلها الاستيراد الواحد: قسّمه إلى عدة ملفات، وأبقِ صفوف كل منتج في الملف نفسه.',
  quote_not_closed: 'حقل بين علامتَي اقتباس يبدأ في هذا السطر ولا يُغلق: تنقصه علامة اقتباس مزدوجة (")، فيُقرأ باقي الملف حقلًا واحدًا.',
  text_after_quote: 'بعد حقل بين علامتَي اقتباس نصٌّ آخر قبل الفاصلة التالية: داخل الحقل المقتبس، اكتب علامة الاقتباس المزدوجة مرتين ("").',
  cell_count:
    'في هذا الصف %{cells} خلية والسطر الأول يسمّي %{columns} عمودًا: تنقص فاصلة أو علامة اقتباس مزدوجة أو تزيد واحدة، فلا تقع قيمه تحت أعمدتها.',
  handle_empty: 'العمود %{column} فارغ: كل صف يذكر في %{column} المنتج الذي ينتمي إليه.',
  title_missing: 'لا صف من صفوف %{handle_column} %{handle} فيه %{column}: الصف الأول للمنتج يعطي %{column}، والصفوف بعده تضيف الأصناف والصور.',
  second_title:
    '%{value} في %{column} عنوان ثانٍ لـ %{handle_column} %{handle}، وعنوانه %{title} في السطر %{line}: كل %{handle_column} يسمّي منتجًا واحدًا، فأعطِ كل منتج قيمته.',
  description_empty: 'العمود %{column} بلا نص: المنتج هنا يحتاج إلى وصف تعرضه صفحته.',
  amount_empty: `العمود %{column} فارغ: ${HOW_TO_WRITE_AMOUNTS}.`,
  amount_invalid: `%{value} في %{column} ليس مبلغًا: ${HOW_TO_WRITE_AMOUNTS}.`,
  amount_decimals: `%{value} في %{column} فيه أكثر من منزلتين عشريتين: ${HOW_TO_WRITE_AMOUNTS}.`,
  amount_too_large: '%{value} في %{column} أكبر من أن يكون سعرًا.',
  amount_not_positive: `%{value} في %{column} ليس مبلغًا أكبر من صفر: ${HOW_TO_WRITE_AMOUNTS}.`,
  quantity_empty: 'العمود %{column} فارغ: اكتب عدد القطع في المخزون، 0 أو أكثر.',
  quantity_invalid: '%{value} في %{column} ليس عددًا صحيحًا من 0 فأكثر.',
  discount_too_large: '%{compare_at} في %{compare_at_column} مع %{price} في %{column} خصمٌ بنسبة %{percent}٪؛ والخصم هنا %{max}٪ على الأكثر.',
  discount_not_whole:
    '%{compare_at} في %{compare_at_column} مع %{price} في %{column} خصمٌ بنسبة %{percent}٪؛ والخصم هنا نسبة مئوية صحيحة، مثل %{below}٪ أو %{above}٪.',
  option_value_empty: 'العمود %{column} فارغ: كل صنف من هذا المنتج يذكر %{option}.',
  colour_unknown: '%{value} في %{column} ليس من ألوان المتجر: %{allowed}.',
  size_unknown: '%{value} في %{column} ليس من مقاسات المتجر: %{allowed}.',
  published_invalid: '%{value} في %{column} ليس TRUE ولا FALSE.',
  status_invalid: '%{value} في %{column} ليس من القيم %{allowed}.',
  image_address_invalid: '%{value} في %{column} ليس عنوانًا على الويب: ملف Shopify يعطي كل صورة بعنوان يبدأ بـ https://.',
  option_unknown: `%{value} في %{column} خيار ليس في هذا المتجر: ${OPTIONS_HERE}.`,
  option_repeated: `%{value} في %{column} يكرّر %{first_column}: ${OPTIONS_HERE}.`,
  option_alone: '%{value} في %{column} يحتاج إلى خيار %{wanted} بجانبه: المنتج هنا يأتي بألوان ومقاسات معًا، أو صنفًا واحدًا.',
  variant_missing: 'لا صنف لهذا المنتج: صفه الأول يحتاج على الأقل إلى %{column} و%{quantity_column}.',
  variant_without_options: 'ليس لهذا المنتج خيارا Color وSize، فهو صنف واحد في السطر %{line}: أي صنف آخر يحتاج إلى اللون والمقاس اللذين يميّزانه.',
  variant_repeated: '%{colour} في %{colour_option} و%{size} في %{size_option} صنفٌ موجود في السطر %{line}: كل لون ومقاس صنف واحد.',
  sku_empty: 'العمود %{column} فارغ في الصنف الأول للمنتج: منه يؤخذ رمز المنتج.',
  price_differs: '%{value} في %{column} يختلف عن الصنف الأول للمنتج في السطر %{line} (%{first}): للمنتج هنا سعر واحد لكل ألوانه ومقاساته.',
  photo_missing: '%{column}: المنتج يحتاج إلى صورة واحدة على الأقل؛ اكتب عنوانها في %{column}.',
  too_many_photos: '%{column}: للمنتج %{max} صور على الأكثر (لهذا المنتج %{count}).',
  sku_repeated: '%{column}: %{sku} هو أيضًا رمز %{handle} في هذا الملف؛ كل منتج يحتاج إلى رمز خاص به.',
  photo_refused: '%{column}: %{url}: %{reason}',
  photo_unreachable: '%{column}: %{url}: تعذّر جلب الصورة من عنوانها (%{reason}).',
  schema: '%{column}: %{reason}',
};
