// The catalogue schema's rules (src/lib/catalogue/schema-rules.ts) in Arabic, beside a form's field
// or an import's column (office/src/problem-words.ts). The English office shows the build's own
// words instead, so these are kept apart from the words both languages have (ar.ts, en.ts).
import type { SchemaRuleName } from '../../../src/lib/catalogue/schema-rules.ts';

export const schemaRulesAr: Record<SchemaRuleName, string> = {
  required: 'مطلوب',
  empty: 'لا يكون فارغًا',
  too_small: 'لا يقل عن %{minimum}',
  too_large: 'لا يزيد على %{maximum}',
  too_few: 'يلزم %{minimum} على الأقل',
  too_many: '%{maximum} على الأكثر',
  not_whole: 'يكون عددًا صحيحًا',
  not_a_number: 'يكون رقمًا',
  not_text: 'يكون نصًّا',
  not_a_list: 'يكون قائمة',
  not_yes_or_no: 'يكون نعم أو لا',
  wrong_kind: 'ليس من نوع القيمة المطلوب',
  not_allowed: 'ليس من القيم المقبولة: %{allowed}',
  not_a_date: 'ليس تاريخًا ووقتًا صحيحين',
  not_https: 'يكون عنوانًا يبدأ بـ https://',
  bad_format: 'ليس بالصيغة المطلوبة',
  unknown_fields: 'حقول لا يعرفها الكتالوج: %{fields}',
  invalid: 'قيمة غير مقبولة',
  two_decimals: 'منزلتان عشريتان على الأكثر',
  lowercase_words: 'كلمات بأحرف لاتينية صغيرة، بلا مسافات في أولها أو آخرها',
  hidden_characters: 'فيه محارف تحكّم أو تنسيق غير مرئية: احذفها',
  sale_ends_before_start: 'ينتهي التخفيض بعد أن يبدأ',
  not_own_image: 'ليست من صور هذا المنتج ولا صورة مرفوعة: ارفعها من جديد',
  duplicate_image: 'الصورة مكرّرة: %{value}',
  alt_count: 'يلزم %{images} من أوصاف الصور، وصف لكل صورة (الموجود %{alts})',
  duplicate_colour: 'اللون %{value} مكرّر',
  duplicate_size: 'المقاس %{value} مكرّر',
  colour_image_not_own: 'صورة اللون تكون إحدى صور المنتج',
};
