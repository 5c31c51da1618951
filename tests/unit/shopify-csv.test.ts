// The Shopify product CSV import's reading: a realistic export becomes catalogue documents, and
// every refused value is a problem of its row, in words that name the column and the value, tested
// on both sides of each limit.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_ROWS, parseShopifyCsv, type ImportedProduct } from '../../src/server/catalogue/shopify-csv.ts';

const EXPORT = readFileSync('tests/fixtures/shopify/products_export.csv', 'utf8');
const CDN = 'https://cdn.shopify.com/s/files/1/0001/products';

const COLUMNS = [
  'Handle', 'Title', 'Body (HTML)', 'Type', 'Tags', 'Published', 'Option1 Name', 'Option1 Value', 'Option2 Name', 'Option2 Value',
  'Option3 Name', 'Option3 Value', 'Variant SKU', 'Variant Inventory Qty', 'Variant Price', 'Variant Compare At Price', 'Image Src',
  'Image Alt Text', 'SEO Description', 'Variant Image', 'Status',
] as const;
type Cells = Partial<Record<(typeof COLUMNS)[number], string>>;

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const csv = (...rows: Cells[]) => [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((column) => quote(row[column] ?? '')).join(','))].join('\n') + '\n';

/** A product's first row: black in M at 45 AED. */
const product = (cells: Cells = {}): Cells => ({
  Handle: 'noor',
  Title: 'Noor Shayla',
  'Body (HTML)': '<p>A chiffon shayla.</p>',
  Tags: 'chiffon',
  'Option1 Name': 'Color',
  'Option1 Value': 'Black',
  'Option2 Name': 'Size',
  'Option2 Value': 'M',
  'Variant SKU': 'SHA-1-BLK-M',
  'Variant Inventory Qty': '3',
  'Variant Price': '45.00',
  'Image Src': 'https://cdn.example/noor-1.jpg',
  ...cells,
});
/** A further variant row of the same product: black in XL. */
const variant = (cells: Cells = {}): Cells => ({
  Handle: 'noor',
  'Option1 Value': 'Black',
  'Option2 Value': 'XL',
  'Variant SKU': 'SHA-1-BLK-XL',
  'Variant Inventory Qty': '1',
  'Variant Price': '45.00',
  ...cells,
});
/** A product sold as one variant, as Shopify writes it. */
const single = (cells: Cells = {}): Cells =>
  product({ 'Option1 Name': 'Title', 'Option1 Value': 'Default Title', 'Option2 Name': '', 'Option2 Value': '', 'Variant SKU': 'UND-1', ...cells });

/** The rows with problems, as line → problems. */
const problems = (text: string) => Object.fromEntries(parseShopifyCsv(text).rows.filter((row) => row.problems.length > 0).map((row) => [row.line, row.problems.map((problem) => problem.message)]));
const documentOf = (text: string) => {
  const { products, rows } = parseShopifyCsv(text);
  expect(rows.flatMap((row) => row.problems)).toEqual([]);
  return products[0]!.document;
};

describe('a Shopify export', () => {
  const { products, rows } = parseShopifyCsv(EXPORT);
  const byHandle = (handle: string) => products.find((p) => p.handle === handle) as ImportedProduct;

  it('reports every data row by the line it starts on, with no problem', () => {
    // Line 3–7 are one quoted description; line 13 is inside the abaya's quoted SEO description.
    expect(rows).toEqual(
      [2, 8, 9, 10, 11].map((line) => ({ line, handle: 'noor-chiffon-shayla', problems: [] }))
        .concat([12, 14, 15].map((line) => ({ line, handle: 'layla-crepe-abaya', problems: [] })))
        .concat([{ line: 16, handle: 'jersey-underscarf', problems: [] }, { line: 17, handle: 'silk-square-scarf', problems: [] }]),
    );
  });

  it('makes one product per handle, its variants from every row and its images in order', () => {
    expect(products.map((p) => [p.handle, p.lines, p.hidden])).toEqual([
      ['noor-chiffon-shayla', [2, 8, 9, 10, 11], false],
      ['layla-crepe-abaya', [12, 14, 15], false],
      ['jersey-underscarf', [16], true],
      ['silk-square-scarf', [17], true],
    ]);
    expect(byHandle('noor-chiffon-shayla').document).toEqual({
      sku: 'SHA-NOOR',
      name: { en: 'Noor Chiffon Shayla' },
      price: 45,
      discount: 0,
      new: true,
      rating: 5,
      saleCount: 0,
      category: ['women'],
      tag: ['chiffon', 'everyday'],
      stock: 27 + 14 + 12 + 0,
      variation: [
        { color: 'black', image: `${CDN}/noor-1.jpg?v=1700000000`, size: [{ name: 'm', stock: 27 }, { name: 'xl', stock: 14 }] },
        { color: 'white', image: `${CDN}/noor-3.jpg?v=1700000000`, size: [{ name: 'm', stock: 12 }, { name: 'xxl', stock: 0 }] },
      ],
      images: [
        { src: `${CDN}/noor-1.jpg?v=1700000000`, alt: 'Noor shayla in black, draped' },
        { src: `${CDN}/noor-2.jpg?v=1700000000`, alt: 'Close-up of the rolled hem' },
        { src: `${CDN}/noor-3.jpg?v=1700000000` },
        { src: `${CDN}/noor-4.jpg?v=1700000000`, alt: 'The shayla worn with a pin at the temple' },
      ],
      shortDescription: { en: 'A long rectangular shayla in chiffon that wraps softly around the face.' },
      fullDescription: {
        en:
          'A long rectangular shayla in chiffon that wraps softly around the face. It drapes over the shoulders.\n\n' +
          'The chiffon is light, airy & slightly matte;\nit falls in fluid folds.\n\nHand wash in cool water\n\nDry flat, away from the sun',
      },
    });
  });

  it('takes a sale from the compare-at price, the short description from SEO Description, and categories from tags', () => {
    const abaya = byHandle('layla-crepe-abaya').document;
    expect([abaya.price, abaya.discount]).toEqual([300, 30]);
    expect(abaya.category).toEqual(['women', 'black friday']);
    expect(abaya.tag).toEqual(['abaya', 'crepe']);
    expect(abaya.shortDescription).toEqual({ en: 'An open abaya in matte crepe, with embroidered cuffs.' });
    expect(abaya.fullDescription.en).toBe(
      'An open abaya for every day\n\nCut from a soft, matte crepe with a gentle drape, the Layla abaya is finished with a narrow band of embroidery at the cuffs.\n\n' +
        'Sizes are by length: M fits 1.55 m to 1.65 m, XL 1.65–1.75 m.',
    );
    // The blue variant's own image joins the product's images.
    expect(abaya.variation?.map((v) => [v.color, v.image])).toEqual([['brown', `${CDN}/layla-1.jpg`], ['blue', `${CDN}/layla-blue.jpg`]]);
    expect(abaya.images.map((image) => image.src)).toEqual([`${CDN}/layla-1.jpg`, `${CDN}/layla-2.jpg`, `${CDN}/layla-blue.jpg`]);
    expect(abaya.stock).toBe(8);
  });

  it('reads a product without options as one variant, hidden when unpublished or not active', () => {
    const underscarf = byHandle('jersey-underscarf').document;
    expect(underscarf).toMatchObject({ sku: 'UND-JERSEY', price: 15.5, stock: 120, category: ['fashion'], tag: ['underscarf', 'jersey', 'basics'] });
    expect(underscarf.variation).toBeUndefined();
    expect(underscarf.shortDescription.en).toBe('A stretch jersey underscarf that keeps a hijab in place all day – it won’t slip.');
    expect(byHandle('silk-square-scarf').document).toMatchObject({ category: ['accessories'], stock: 8 });
    expect(byHandle('silk-square-scarf').document.fullDescription.en).toBe('A square of pure silk twill, 90 × 90 cm (35" × 35"), with a hand-rolled edge.');
  });

  it('leaves names and descriptions in other languages missing, never filled with English', () => {
    for (const { document } of products) {
      expect(Object.keys(document.name)).toEqual(['en']);
      expect(Object.keys(document.shortDescription)).toEqual(['en']);
      expect(Object.keys(document.fullDescription)).toEqual(['en']);
    }
  });

  it('reads the same from Windows line ends, a byte order mark and empty lines at the end', () => {
    expect(parseShopifyCsv(`\uFEFF${EXPORT.replace(/\n/g, '\r\n')}\r\n\r\n`)).toEqual({ products, rows });
  });

  it("reads Shopify's 2024 column names as the classic ones", () => {
    const renamed = EXPORT.replace(/^[^\n]*/, (header) =>
      header
        .replace('Handle', 'URL handle')
        .replace('Body (HTML)', 'Description')
        .replace('Variant SKU', 'SKU')
        .replace('Variant Inventory Qty', 'Inventory quantity')
        .replace('Variant Price', 'Price')
        .replace('Variant Compare At Price', 'Compare-at price')
        .replace('Image Src', 'Product image URL')
        .replace('Variant Image', 'Variant image URL')
        .replace('Option1 Name', 'Option1 name')
        .replace('Published', 'Published on online store'),
    );
    expect(parseShopifyCsv(renamed).products).toEqual(products);
  });
});

describe('the file', () => {
  it('is refused on line 1 when its header has no Handle or no Title', () => {
    expect(parseShopifyCsv('Name,Price\nNoor,45\n')).toEqual({
      products: [],
      rows: [{ line: 1, handle: '', problems: [expect.objectContaining({ code: 'columns_missing', message: expect.stringMatching(/^This is not a Shopify product CSV: its first line has no Handle or Title column\./) })] }],
    });
    expect(problems('Handle,Body (HTML)\nnoor,<p>x</p>\n')).toEqual({ 1: [expect.stringMatching(/^This is not a Shopify product CSV: its first line has no Title column\./)] });
    expect(problems('')).toEqual({ 1: ['This is not a Shopify product CSV: the file is empty.'] });
  });

  it('is refused on line 1 when it has no price or no stock column', () => {
    const without = (column: string) => EXPORT.replace(/^[^\n]*/, (header) => header.replace(column, 'Unused'));
    expect(problems(without('Variant Price'))).toEqual({ 1: ['The file has no Variant Price column: every product here needs its price.'] });
    expect(problems(without('Variant Inventory Qty'))).toEqual({ 1: [expect.stringMatching(/^The file has no Variant Inventory Qty column: every product here needs its stock\./)] });
  });

  it(`takes ${MAX_IMPORT_ROWS.toLocaleString('en')} data rows, and refuses one more with one problem`, () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => single({ Handle: `p-${i}`, Title: `Product ${i}`, 'Variant SKU': `P-${i}` }));
    const most = parseShopifyCsv(csv(...rows(MAX_IMPORT_ROWS)));
    expect(most.products).toHaveLength(MAX_IMPORT_ROWS);
    expect(most.rows.every((row) => row.problems.length === 0)).toBe(true);
    expect(parseShopifyCsv(csv(...rows(MAX_IMPORT_ROWS + 1)))).toEqual({
      products: [],
      rows: [{ line: 1, handle: '', problems: [expect.objectContaining({ code: 'too_many_rows', message: expect.stringMatching(/^The file has 10,001 product rows, more than the 10,000 one import takes/) })] }],
    });
  });

  it('reports a quoted field never closed on its line, and a row whose cells are not under their columns', () => {
    const text = csv(product(), variant()) + 'noor,,,,,,,,,,,,,,,,,,,,,,,\nnoor,,"<p>open\n';
    expect(problems(text)).toEqual({
      4: [expect.stringMatching(/^This row has 24 cells where the first line names 21 columns/)],
      5: [expect.stringMatching(/^A quoted field that starts on this line is never closed/)],
    });
    expect(parseShopifyCsv(text).products).toEqual([]);
  });

  it('reports a row without a handle', () => {
    expect(problems(csv(product(), variant({ Handle: '' })))).toEqual({ 3: ['Handle is empty: every row names the product it belongs to in its Handle.'] });
  });
});

describe('a product', () => {
  it('whose handle never has a Title is a problem of each of its rows', () => {
    const problem = 'No row of Handle "noor" has a Title: a product\'s first row gives its Title, and the rows after it add variants and images.';
    expect(problems(csv(product({ Title: '' }), variant()))).toEqual({ 2: [problem], 3: [problem] });
    expect(parseShopifyCsv(csv(product({ Title: '' }))).products).toEqual([]);
  });

  it('has one title: a second one under the same handle is refused', () => {
    expect(problems(csv(product(), variant({ Title: 'Noor Shayla' })))).toEqual({});
    expect(problems(csv(product(), variant({ Title: 'Layla Abaya' })))).toEqual({
      3: ['Title "Layla Abaya" is a second title for Handle "noor", whose Title is "Noor Shayla" on line 2: a Handle names one product, so give each product its own.'],
    });
  });

  it('has the catalogue schema\'s problems on its first row, in the build\'s words under the column', () => {
    expect(problems(csv(product({ Title: 'Noor\u202eShayla' })))).toEqual({ 2: ['Title: Expected no control or invisible formatting characters'] });
    expect(problems(csv(product({ Tags: 'Chiffon, silk , ' })))).toEqual({});
  });

  it('needs a description', () => {
    expect(problems(csv(product({ 'Body (HTML)': '<p>&nbsp;</p>' })))).toEqual({ 2: ['Body (HTML) has no text: a product here needs a description, which its page shows.'] });
    expect(documentOf(csv(product({ 'Body (HTML)': 'Plain words' }))).shortDescription).toEqual({ en: 'Plain words' });
  });

  it('needs a variant and its SKU on its first variant', () => {
    expect(problems(csv(product({ 'Option1 Value': '', 'Option2 Value': '', 'Variant SKU': '', 'Variant Inventory Qty': '', 'Variant Price': '' })))).toEqual({
      2: ['This product has no variant: its first row needs at least a Variant Price and a Variant Inventory Qty.'],
    });
    expect(problems(csv(product({ 'Variant SKU': '' }), variant()))).toEqual({ 2: ["Variant SKU is empty on the product's first variant: the product's SKU is taken from it."] });
  });

  it('takes its SKU from the first variant without the option suffix', () => {
    expect(documentOf(csv(product({ 'Variant SKU': 'ABY-07-BLACK-M' }), variant({ 'Variant SKU': 'ABY-07-BLACK-XL' }))).sku).toBe('ABY-07');
    expect(documentOf(csv(product({ 'Variant SKU': 'ABY-07-BLK-M' }), variant({ 'Variant SKU': 'ABY-07-XL' }))).sku).toBe('ABY-07');
    expect(documentOf(csv(product({ 'Variant SKU': 'ABY_07_BLK_M' }))).sku).toBe('ABY_07');
    expect(documentOf(csv(product({ 'Variant SKU': 'K1' }), variant({ 'Variant SKU': 'K2' }))).sku).toBe('K1');
    expect(documentOf(csv(single({ 'Variant SKU': 'UND-07-M' }))).sku).toBe('UND-07-M');
  });

  it('is hidden when Published is FALSE or Status is draft, archived or unlisted, and refuses other values', () => {
    const hidden = (cells: Cells) => parseShopifyCsv(csv(product(cells))).products[0]?.hidden;
    expect([hidden({ Published: 'TRUE' }), hidden({ Published: '' }), hidden({ Status: 'active' })]).toEqual([false, false, false]);
    expect([hidden({ Published: 'false' }), hidden({ Status: 'draft' }), hidden({ Status: 'Archived' }), hidden({ Status: 'unlisted' })]).toEqual([true, true, true, true]);
    expect(problems(csv(product({ Published: 'yes', Status: 'deleted' })))).toEqual({
      2: ['Published "yes" is neither TRUE nor FALSE.', 'Status "deleted" is not one of active, draft, archived, unlisted.'],
    });
  });

  it('refuses an image that is not a web address', () => {
    expect(problems(csv(product({ 'Image Src': 'noor-1.jpg' }), variant({ 'Variant Image': 'ftp://x/y.jpg' })))).toEqual({
      2: ['Image Src "noor-1.jpg" is not a web address: Shopify\'s export gives each image as an https:// address.'],
      3: ['Variant Image "ftp://x/y.jpg" is not a web address: Shopify\'s export gives each image as an https:// address.'],
    });
  });
});

describe('a price', () => {
  const price = (value: string, compareAt = '') => csv(product({ 'Variant Price': value, 'Variant Compare At Price': compareAt }));

  it('is a positive amount with at most 2 decimals', () => {
    expect(documentOf(price('45.50')).price).toBe(45.5);
    expect(documentOf(price('45.500')).price).toBe(45.5);
    expect(documentOf(price('7')).price).toBe(7);
    const advice = 'write an amount in AED with at most 2 decimals, such as 45 or 45.50.';
    expect(problems(price('45.505'))).toEqual({ 2: [`Variant Price "45.505" has more than 2 decimals: ${advice}`] });
    expect(problems(price('0'))).toEqual({ 2: [`Variant Price "0" is not a positive amount: ${advice}`] });
    expect(problems(price('0.00'))).toEqual({ 2: [`Variant Price "0.00" is not a positive amount: ${advice}`] });
    expect(problems(price('-5'))).toEqual({ 2: [`Variant Price "-5" is not an amount: ${advice}`] });
    expect(problems(price('AED 45'))).toEqual({ 2: [`Variant Price "AED 45" is not an amount: ${advice}`] });
    expect(problems(price(''))).toEqual({ 2: [`Variant Price is empty: ${advice}`] });
  });

  it("is at least the catalogue's 1 AED: 0.01 is an amount, but the schema refuses it", () => {
    expect(documentOf(price('1')).price).toBe(1);
    expect(problems(price('0.99'))).toEqual({ 2: ['Variant Price: Too small: expected number to be >=1'] });
    expect(problems(price('0.01'))).toEqual({ 2: ['Variant Price: Too small: expected number to be >=1'] });
  });

  it('is the same for every variant of a product', () => {
    expect(problems(csv(product(), variant({ 'Variant Price': '50' }), variant({ 'Option2 Value': 'XXL', 'Variant Compare At Price': '60' })))).toEqual({
      3: ['Variant Price "50" differs from the product\'s first variant on line 2 ("45.00"): a product here has one price for all its colours and sizes.'],
      4: ['Variant Compare At Price "60" differs from the product\'s first variant on line 2 (empty): a product here has one price for all its colours and sizes.'],
    });
    expect(documentOf(csv(product(), variant({ 'Variant Price': '45' }))).price).toBe(45);
  });
});

describe('a sale', () => {
  const sale = (price: string, compareAt: string) => csv(product({ 'Variant Price': price, 'Variant Compare At Price': compareAt }));

  it('is the whole percent the price is below the compare-at price, up to 50', () => {
    expect(documentOf(sale('50', '100'))).toMatchObject({ price: 100, discount: 50 });
    expect(documentOf(sale('99', '100'))).toMatchObject({ price: 100, discount: 1 });
    expect(problems(sale('49', '100'))).toEqual({ 2: ['Variant Compare At Price 100.00 with Variant Price 49.00 is 51 % off; a discount here is at most 50 %.'] });
    expect(problems(sale('60', '90'))).toEqual({
      2: ['Variant Compare At Price 90.00 with Variant Price 60.00 is 33.33 % off; a discount here is a whole percentage, such as 33 % or 34 %.'],
    });
  });

  it('is none when the compare-at price is not above the price, as on Shopify', () => {
    expect(documentOf(sale('45', '45'))).toMatchObject({ price: 45, discount: 0 });
    expect(documentOf(sale('45', '40'))).toMatchObject({ price: 45, discount: 0 });
  });

  it('refuses a compare-at price that is not an amount', () => {
    expect(problems(sale('45', '45.999'))).toEqual({ 2: ['Variant Compare At Price "45.999" has more than 2 decimals: write an amount in AED with at most 2 decimals, such as 45 or 45.50.'] });
  });
});

describe('a quantity', () => {
  const quantity = (value: string) => csv(product({ 'Variant Inventory Qty': value }));

  it('is a whole number of 0 or more', () => {
    expect(documentOf(quantity('0')).stock).toBe(0);
    expect(documentOf(quantity('12')).variation).toEqual([{ color: 'black', image: 'https://cdn.example/noor-1.jpg', size: [{ name: 'm', stock: 12 }] }]);
    expect(problems(quantity('-1'))).toEqual({ 2: ['Variant Inventory Qty "-1" is not a whole number of 0 or more.'] });
    expect(problems(quantity('2.5'))).toEqual({ 2: ['Variant Inventory Qty "2.5" is not a whole number of 0 or more.'] });
    expect(problems(quantity(''))).toEqual({ 2: ['Variant Inventory Qty is empty: write the number in stock, 0 or more.'] });
  });
});

describe('options', () => {
  it('are colour and size, named Color or Colour and Size in any slot and case, their values matched in any case', () => {
    const doc = documentOf(csv(product({ 'Option1 Name': 'size', 'Option1 Value': 'xxl', 'Option2 Name': 'COLOUR', 'Option2 Value': 'WHITE' })));
    expect(doc.variation).toEqual([{ color: 'white', image: 'https://cdn.example/noor-1.jpg', size: [{ name: 'xxl', stock: 3 }] }]);
  });

  it('refuses a colour or size the shop does not have, naming the allowed ones', () => {
    expect(problems(csv(product({ 'Option1 Value': 'Red', 'Option2 Value': 'L' })))).toEqual({
      2: ['Option1 Value "Red" is not one of the shop\'s colours: white, black, brown, blue.', 'Option2 Value "L" is not one of the shop\'s sizes: x, m, xl, xxl.'],
    });
    expect(problems(csv(product(), variant({ 'Option1 Value': '' })))).toEqual({ 3: ['Option1 Value is empty: each variant of this product names its Color.'] });
  });

  it('refuses the same colour and size twice', () => {
    expect(problems(csv(product(), variant(), variant({ 'Option1 Value': 'black', 'Option2 Value': 'xl' })))).toEqual({
      4: ['Color "black" and Size "xl" are already a variant on line 3: each colour and size is one variant.'],
    });
    expect(documentOf(csv(product(), variant(), variant({ 'Option1 Value': 'White', 'Option2 Value': 'XL' }))).variation).toHaveLength(2);
  });

  it('refuses an option other than colour and size, a repeated one, and one without the other', () => {
    expect(problems(csv(product({ 'Option3 Name': 'Material', 'Option3 Value': 'Silk' })))).toEqual({
      2: ['Option3 Name "Material" is an option this shop does not have: a product here varies by colour (Color or Colour) and size (Size) only.'],
    });
    expect(problems(csv(product({ 'Option3 Name': 'Colour', 'Option3 Value': 'Blue' })))).toEqual({
      2: ['Option3 Name "Colour" repeats Option1 Name: a product here varies by colour (Color or Colour) and size (Size) only.'],
    });
    expect(problems(csv(product({ 'Option2 Name': '', 'Option2 Value': '' })))).toEqual({
      2: ['Option1 Name "Color" needs a Size option beside it: a product here comes in colours and sizes together, or as a single variant.'],
    });
  });

  it('none make a product one variant, and a second variant row is refused', () => {
    expect(documentOf(csv(single()))).toMatchObject({ stock: 3, sku: 'UND-1' });
    expect(problems(csv(single(), { Handle: 'noor', 'Variant SKU': 'UND-2', 'Variant Inventory Qty': '1', 'Variant Price': '45' }))).toEqual({
      3: ['This product has no Color and Size options, so it is one variant, given on line 2: a further variant needs the colour and size that tell it apart.'],
    });
    // An image-only row is not a variant.
    expect(documentOf(csv(single(), { Handle: 'noor', 'Image Src': 'https://cdn.example/noor-2.jpg' })).images).toHaveLength(2);
  });
});
