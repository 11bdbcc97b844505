/** The product range of the demo supplier: German product names built from bases, grades and packagings. */
import type { ClientId, ProductCategory } from './types';

export interface ProductBase {
  name: string;
  /** Grades, sizes or types; each becomes its own product. */
  variants: readonly string[];
  packagings: readonly string[];
  unit: string;
}

const industrial: readonly ProductBase[] = [
  {
    name: 'Sechskantschraube DIN 933',
    variants: ['M6x20 A2', 'M8x30 A2', 'M10x40 8.8 verzinkt', 'M12x50 8.8 verzinkt'],
    packagings: ['Pak. à 100 St.', 'Pak. à 200 St.'],
    unit: 'PAK',
  },
  {
    name: 'Rillenkugellager',
    variants: ['6204-2RS', '6205-2Z', '6306-2RS C3'],
    packagings: ['Einzelkarton'],
    unit: 'ST',
  },
  {
    name: 'O-Ring NBR 70',
    variants: ['20x2', '35x3', '50x3,5', '80x4'],
    packagings: ['Beutel à 50 St.'],
    unit: 'BTL',
  },
  {
    name: 'Hydraulikschlauch 2SN',
    variants: ['DN 10', 'DN 16', 'DN 25'],
    packagings: ['Rolle 50 m', 'Meterware'],
    unit: 'M',
  },
  {
    name: 'Flanschdichtung PTFE',
    variants: ['DN 25 PN16', 'DN 50 PN16', 'DN 80 PN40'],
    packagings: ['Pak. à 10 St.'],
    unit: 'PAK',
  },
  {
    name: 'Absperrklappe Edelstahl',
    variants: ['DN 50', 'DN 80', 'DN 100'],
    packagings: ['Einzelkarton'],
    unit: 'ST',
  },
  {
    name: 'Kugelhahn Messing',
    variants: ['1/2 Zoll', '3/4 Zoll', '1 Zoll', '2 Zoll'],
    packagings: ['Einzelkarton'],
    unit: 'ST',
  },
  {
    name: 'Keilriemen',
    variants: ['SPZ 1000', 'SPA 1250', 'SPB 1600'],
    packagings: ['Einzelstück'],
    unit: 'ST',
  },
  {
    name: 'Schleifscheibe Korund',
    variants: ['125x6 mm', '180x6 mm', '230x6 mm'],
    packagings: ['Pak. à 25 St.'],
    unit: 'PAK',
  },
  {
    name: 'Trennscheibe INOX',
    variants: ['115x1,0 mm', '125x1,0 mm', '230x1,9 mm'],
    packagings: ['Pak. à 25 St.', 'Dose à 50 St.'],
    unit: 'PAK',
  },
  {
    name: 'Schweißdraht SG2',
    variants: ['0,8 mm', '1,0 mm', '1,2 mm'],
    packagings: ['Spule 15 kg'],
    unit: 'KG',
  },
  {
    name: 'Edelstahlrohr 1.4301',
    variants: ['21,3x2,0', '33,7x2,0', '48,3x2,6'],
    packagings: ['Stange 6 m'],
    unit: 'M',
  },
  {
    name: 'Kabelbinder PA6.6',
    variants: ['200x4,8 schwarz', '300x4,8 natur', '370x7,6 schwarz'],
    packagings: ['Beutel à 100 St.'],
    unit: 'BTL',
  },
  {
    name: 'Arbeitshandschuhe Nitril',
    variants: ['Gr. 8', 'Gr. 9', 'Gr. 10'],
    packagings: ['Karton à 12 Paar'],
    unit: 'KAR',
  },
  {
    name: 'Einweghandschuhe Nitril puderfrei',
    variants: ['Gr. M', 'Gr. L', 'Gr. XL'],
    packagings: ['Box à 100 St.'],
    unit: 'BOX',
  },
  {
    name: 'Druckluftkupplung NW 7,2',
    variants: ['Tülle 9 mm', 'Außengewinde 1/4 Zoll', 'Innengewinde 3/8 Zoll'],
    packagings: ['Einzelstück'],
    unit: 'ST',
  },
  {
    name: 'Filterpatrone Polypropylen',
    variants: ['5 µm 10 Zoll', '25 µm 10 Zoll', '50 µm 20 Zoll'],
    packagings: ['Karton à 20 St.'],
    unit: 'KAR',
  },
  {
    name: 'Förderband PVC',
    variants: ['500 mm breit', '800 mm breit'],
    packagings: ['Meterware'],
    unit: 'M',
  },
  {
    name: 'Kettenrad Simplex',
    variants: ['1/2 Zoll Z15', '1/2 Zoll Z21', '5/8 Zoll Z19'],
    packagings: ['Einzelstück'],
    unit: 'ST',
  },
  {
    name: 'Rollenkette DIN 8187',
    variants: ['08B-1', '10B-1', '12B-1'],
    packagings: ['Rolle 5 m'],
    unit: 'M',
  },
  {
    name: 'Absorptionsvlies',
    variants: ['Öl', 'Universal', 'Chemikalien'],
    packagings: ['Karton à 100 Tücher', 'Rolle 40 m'],
    unit: 'KAR',
  },
  {
    name: 'Auffangwanne verzinkt',
    variants: ['für 1 Fass', 'für 2 Fässer', 'für 4 Fässer'],
    packagings: ['Einzelstück'],
    unit: 'ST',
  },
  {
    name: 'Fasspumpe Polypropylen',
    variants: ['Handhebel', 'elektrisch 230 V'],
    packagings: ['Einzelkarton'],
    unit: 'ST',
  },
  {
    name: 'IBC-Armatur',
    variants: ['DN 50 Kugelhahn', 'DN 80 Klappe'],
    packagings: ['Einzelstück'],
    unit: 'ST',
  },
  {
    name: 'Schmierfett Lithium EP2',
    variants: ['Kartusche 400 g', 'Eimer 5 kg', 'Hobbock 18 kg'],
    packagings: ['Karton', 'Einzelgebinde'],
    unit: 'ST',
  },
  {
    name: 'Hydrauliköl HLP',
    variants: ['ISO VG 32', 'ISO VG 46', 'ISO VG 68'],
    packagings: ['Kanister 20 l', 'Fass 208 l'],
    unit: 'L',
  },
  {
    name: 'Schneidöl wassermischbar',
    variants: ['mineralölhaltig', 'synthetisch'],
    packagings: ['Kanister 20 l', 'Fass 200 l'],
    unit: 'L',
  },
  {
    name: 'Gewindestange DIN 976',
    variants: ['M8 verzinkt', 'M10 verzinkt', 'M12 A4'],
    packagings: ['Stange 1 m'],
    unit: 'ST',
  },
  {
    name: 'Spanngurt zweiteilig',
    variants: ['2 t 6 m', '5 t 8 m'],
    packagings: ['Einzelstück'],
    unit: 'ST',
  },
  {
    name: 'Palettenstretchfolie',
    variants: ['17 µm transparent', '23 µm schwarz'],
    packagings: ['Rolle 1500 m', 'Palette à 48 Rollen'],
    unit: 'ROL',
  },
  {
    name: 'Schutzbrille',
    variants: ['klar', 'getönt', 'Überbrille'],
    packagings: ['Karton à 10 St.'],
    unit: 'KAR',
  },
  {
    name: 'Gehörschutzstöpsel',
    variants: ['SNR 37 dB', 'SNR 33 dB mit Band'],
    packagings: ['Box à 200 Paar'],
    unit: 'BOX',
  },
  {
    name: 'Sicherheitsschuh S3',
    variants: ['Gr. 40', 'Gr. 42', 'Gr. 44', 'Gr. 46'],
    packagings: ['Paar'],
    unit: 'PAA',
  },
  {
    name: 'Edelstahl-Schlauchschelle W4',
    variants: ['12-22 mm', '20-32 mm', '40-60 mm'],
    packagings: ['Pak. à 50 St.'],
    unit: 'PAK',
  },
  {
    name: 'Dichtband PTFE',
    variants: ['12 mm x 12 m', '19 mm x 15 m'],
    packagings: ['Pak. à 10 Rollen'],
    unit: 'PAK',
  },
];

const chemicals: readonly ProductBase[] = [
  {
    name: 'Natronlauge',
    variants: ['50 % technisch', '32 % technisch', '25 % reinst'],
    packagings: ['Kanister 30 kg', 'IBC 1000 l'],
    unit: 'KG',
  },
  {
    name: 'Salzsäure',
    variants: ['33 % technisch', '37 % reinst', '10 % verdünnt'],
    packagings: ['Kanister 35 kg', 'IBC 1000 l'],
    unit: 'KG',
  },
  {
    name: 'Schwefelsäure',
    variants: ['96 % technisch', '38 % Akkusäure'],
    packagings: ['Kanister 35 kg', 'Fass 250 kg'],
    unit: 'KG',
  },
  {
    name: 'Phosphorsäure',
    variants: ['75 % technisch', '85 % Lebensmittelqualität E 338'],
    packagings: ['Kanister 35 kg', 'IBC 1000 l'],
    unit: 'KG',
  },
  {
    name: 'Essigsäure',
    variants: ['80 % technisch', '99,8 % Eisessig'],
    packagings: ['Kanister 25 kg', 'Fass 200 kg'],
    unit: 'KG',
  },
  {
    name: 'Ameisensäure',
    variants: ['85 % technisch', '99 % reinst'],
    packagings: ['Kanister 25 kg', 'IBC 1100 kg'],
    unit: 'KG',
  },
  {
    name: 'Isopropanol',
    variants: ['99,9 % technisch', '70 % Desinfektion'],
    packagings: ['Kanister 10 l', 'Fass 160 kg'],
    unit: 'L',
  },
  {
    name: 'Ethanol',
    variants: ['96 % vergällt MEK', '99,9 % unvergällt'],
    packagings: ['Kanister 10 l', 'Fass 200 l'],
    unit: 'L',
  },
  {
    name: 'Aceton',
    variants: ['technisch', 'reinst'],
    packagings: ['Kanister 10 l', 'Fass 160 kg'],
    unit: 'L',
  },
  {
    name: 'Methanol',
    variants: ['technisch', 'HPLC-Qualität'],
    packagings: ['Kanister 25 l', 'Fass 160 kg'],
    unit: 'L',
  },
  {
    name: 'Wasserstoffperoxid',
    variants: ['35 % technisch', '50 % stabilisiert', '3 % Apothekenqualität'],
    packagings: ['Kanister 30 kg', 'IBC 1000 l'],
    unit: 'KG',
  },
  {
    name: 'Natriumhypochlorit',
    variants: ['12,5 % Chlorbleichlauge', '6 % Trinkwasser'],
    packagings: ['Kanister 35 kg', 'IBC 1200 kg'],
    unit: 'KG',
  },
  {
    name: 'Kaliumhydroxid',
    variants: ['Schuppen 90 %', 'Lösung 50 %'],
    packagings: ['Sack 25 kg', 'Kanister 30 kg'],
    unit: 'KG',
  },
  {
    name: 'Natriumcarbonat',
    variants: ['Soda leicht', 'Soda dicht'],
    packagings: ['Sack 25 kg', 'Big Bag 1000 kg'],
    unit: 'KG',
  },
  {
    name: 'Natriumhydrogencarbonat',
    variants: ['technisch', 'Pharmaqualität Ph. Eur.'],
    packagings: ['Sack 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Calciumchlorid',
    variants: ['77 % Schuppen', '94 % Pellets', '35 % Lösung'],
    packagings: ['Sack 25 kg', 'IBC 1000 l'],
    unit: 'KG',
  },
  {
    name: 'Eisen(III)-chlorid',
    variants: ['40 % Lösung'],
    packagings: ['Kanister 35 kg', 'IBC 1400 kg'],
    unit: 'KG',
  },
  {
    name: 'Monoethylenglykol',
    variants: ['technisch', 'Kühlerfrostschutz'],
    packagings: ['Kanister 25 l', 'Fass 220 kg', 'IBC 1000 l'],
    unit: 'L',
  },
  {
    name: 'Propylenglykol',
    variants: ['USP/EP', 'technisch'],
    packagings: ['Kanister 25 kg', 'Fass 215 kg'],
    unit: 'KG',
  },
  {
    name: 'Xylol',
    variants: ['Isomerengemisch', 'reinst'],
    packagings: ['Kanister 25 l', 'Fass 175 kg'],
    unit: 'L',
  },
  {
    name: 'Toluol',
    variants: ['technisch', 'reinst'],
    packagings: ['Kanister 25 l', 'Fass 170 kg'],
    unit: 'L',
  },
  {
    name: 'Ammoniaklösung',
    variants: ['25 % technisch', '24,5 % reinst'],
    packagings: ['Kanister 25 kg', 'IBC 900 kg'],
    unit: 'KG',
  },
  {
    name: 'Citronensäure',
    variants: ['Monohydrat technisch', 'wasserfrei technisch'],
    packagings: ['Sack 25 kg', 'Big Bag 1000 kg'],
    unit: 'KG',
  },
  {
    name: 'Amidosulfonsäure',
    variants: ['Pulver technisch'],
    packagings: ['Sack 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Natriumsulfat',
    variants: ['wasserfrei', 'Glaubersalz'],
    packagings: ['Sack 25 kg', 'Big Bag 1000 kg'],
    unit: 'KG',
  },
  {
    name: 'Aluminiumsulfat',
    variants: ['Pulver 17 %', 'Lösung 8 %'],
    packagings: ['Sack 25 kg', 'IBC 1300 kg'],
    unit: 'KG',
  },
  {
    name: 'Polyaluminiumchlorid',
    variants: ['PAC 18 %', 'PAC 10 %'],
    packagings: ['Kanister 30 kg', 'IBC 1200 kg'],
    unit: 'KG',
  },
  {
    name: 'Entschäumer Silikon',
    variants: ['Emulsion 20 %', 'Emulsion 30 %'],
    packagings: ['Kanister 25 kg', 'IBC 1000 kg'],
    unit: 'KG',
  },
  {
    name: 'Industriereiniger alkalisch',
    variants: ['schaumarm', 'mit Korrosionsschutz'],
    packagings: ['Kanister 25 kg', 'Fass 220 kg'],
    unit: 'KG',
  },
  {
    name: 'Kaltreiniger',
    variants: ['lösemittelbasiert', 'biologisch abbaubar'],
    packagings: ['Kanister 25 l', 'Fass 200 l'],
    unit: 'L',
  },
  {
    name: 'Harnstofflösung AUS 32',
    variants: ['AdBlue-Qualität ISO 22241'],
    packagings: ['Kanister 10 l', 'IBC 1000 l'],
    unit: 'L',
  },
  {
    name: 'Glycerin',
    variants: ['99,5 % Ph. Eur.', '86 % technisch'],
    packagings: ['Kanister 25 kg', 'Fass 250 kg'],
    unit: 'KG',
  },
  {
    name: 'Testbenzin',
    variants: ['entaromatisiert', 'K 60'],
    packagings: ['Kanister 25 l', 'Fass 200 l'],
    unit: 'L',
  },
  {
    name: 'Kaliumpermanganat',
    variants: ['technisch 97 %'],
    packagings: ['Eimer 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Titandioxid',
    variants: ['Rutil', 'Anatas'],
    packagings: ['Sack 25 kg'],
    unit: 'KG',
  },
];

const food: readonly ProductBase[] = [
  {
    name: 'Maltodextrin',
    variants: ['DE 12', 'DE 18', 'DE 21'],
    packagings: ['Sack 25 kg', 'Big Bag 600 kg'],
    unit: 'KG',
  },
  {
    name: 'Dextrose',
    variants: ['Monohydrat', 'wasserfrei'],
    packagings: ['Sack 25 kg', 'Big Bag 1000 kg'],
    unit: 'KG',
  },
  {
    name: 'Glukosesirup',
    variants: ['DE 38', 'DE 60 hochverzuckert'],
    packagings: ['Eimer 25 kg', 'IBC 1400 kg'],
    unit: 'KG',
  },
  {
    name: 'Weizenstärke',
    variants: ['nativ', 'modifiziert E 1422'],
    packagings: ['Sack 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Kartoffelstärke',
    variants: ['nativ', 'quellfähig'],
    packagings: ['Sack 25 kg', 'Big Bag 1000 kg'],
    unit: 'KG',
  },
  {
    name: 'Maisstärke',
    variants: ['nativ', 'wachsig'],
    packagings: ['Sack 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Xanthan E 415',
    variants: ['80 mesh', '200 mesh transparent'],
    packagings: ['Karton 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Guarkernmehl E 412',
    variants: ['3500 cps', '5000 cps'],
    packagings: ['Sack 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Johannisbrotkernmehl E 410',
    variants: ['Standard'],
    packagings: ['Sack 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Pektin',
    variants: ['amidiert E 440', 'hochverestert rapid set', 'niederverestert'],
    packagings: ['Karton 20 kg'],
    unit: 'KG',
  },
  {
    name: 'Carrageen E 407',
    variants: ['kappa', 'iota'],
    packagings: ['Karton 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Agar-Agar E 406',
    variants: ['900 g/cm²', '1100 g/cm²'],
    packagings: ['Karton 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Gelatine',
    variants: ['Rind 240 Bloom', 'Schwein 200 Bloom'],
    packagings: ['Sack 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Citronensäure E 330',
    variants: ['wasserfrei fein', 'Monohydrat granuliert'],
    packagings: ['Sack 25 kg', 'Big Bag 1000 kg'],
    unit: 'KG',
  },
  {
    name: 'Trinatriumcitrat E 331',
    variants: ['Dihydrat'],
    packagings: ['Sack 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Milchsäure E 270',
    variants: ['80 % L(+)', '88 % gepuffert'],
    packagings: ['Kanister 25 kg', 'IBC 1200 kg'],
    unit: 'KG',
  },
  {
    name: 'Ascorbinsäure E 300',
    variants: ['fein', 'granuliert'],
    packagings: ['Karton 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Natriumascorbat E 301',
    variants: ['kristallin'],
    packagings: ['Karton 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Kaliumsorbat E 202',
    variants: ['Granulat', 'Pulver'],
    packagings: ['Karton 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Sorbinsäure E 200',
    variants: ['Pulver'],
    packagings: ['Karton 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Natriumbenzoat E 211',
    variants: ['Pulver', 'Granulat'],
    packagings: ['Sack 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Natriumhydrogencarbonat E 500',
    variants: ['Lebensmittelqualität fein', 'grob'],
    packagings: ['Sack 25 kg', 'Big Bag 1000 kg'],
    unit: 'KG',
  },
  {
    name: 'Sojalecithin E 322',
    variants: ['flüssig', 'Pulver deöliert'],
    packagings: ['Eimer 20 kg', 'Fass 200 kg'],
    unit: 'KG',
  },
  {
    name: 'Sonnenblumenlecithin',
    variants: ['flüssig'],
    packagings: ['Eimer 20 kg'],
    unit: 'KG',
  },
  {
    name: 'Inulin',
    variants: ['Chicorée Standard', 'HP hochpolymer'],
    packagings: ['Sack 20 kg'],
    unit: 'KG',
  },
  {
    name: 'Erythrit E 968',
    variants: ['kristallin', 'Puder'],
    packagings: ['Sack 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Sorbit E 420',
    variants: ['Pulver', 'Sirup 70 %'],
    packagings: ['Sack 25 kg', 'Fass 275 kg'],
    unit: 'KG',
  },
  {
    name: 'Speisesalz',
    variants: ['jodiert', 'Siedesalz fein', 'Meersalz grob'],
    packagings: ['Sack 25 kg', 'Big Bag 1000 kg'],
    unit: 'KG',
  },
  {
    name: 'Calciumcarbonat E 170',
    variants: ['gefällt', 'natürlich'],
    packagings: ['Sack 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Kakaopulver',
    variants: ['10–12 % stark entölt', '20–22 % alkalisiert'],
    packagings: ['Sack 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Magermilchpulver',
    variants: ['sprühgetrocknet', 'instant'],
    packagings: ['Sack 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Süßmolkenpulver',
    variants: ['Standard', 'demineralisiert 50 %'],
    packagings: ['Sack 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Vanillin',
    variants: ['naturidentisch', 'Ethylvanillin'],
    packagings: ['Karton 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Apfelfaser',
    variants: ['fein 90 µm', 'grob'],
    packagings: ['Sack 20 kg'],
    unit: 'KG',
  },
  {
    name: 'Weizenkleber',
    variants: ['vital 80 %'],
    packagings: ['Sack 25 kg'],
    unit: 'KG',
  },
  {
    name: 'Rote-Bete-Saftkonzentrat',
    variants: ['färbend 65 °Brix'],
    packagings: ['Kanister 20 kg'],
    unit: 'KG',
  },
  {
    name: 'Paprikaextrakt E 160c',
    variants: ['öllöslich 100.000 CU', 'wasserdispergierbar'],
    packagings: ['Kanister 5 kg'],
    unit: 'KG',
  },
];

export const productRange: Readonly<Record<ProductCategory, readonly ProductBase[]>> = {
  industrial,
  chemical: chemicals,
  food,
};

/** First digit of the material numbers per category (SAP-like number ranges). */
export const materialNumberPrefix: Readonly<Record<ProductCategory, number>> = {
  industrial: 1,
  chemical: 2,
  food: 4,
};

/** Bases whose products the second client (client_staub: cleaning and workplace safety) sells. */
export const staubBases: ReadonlySet<string> = new Set([
  'Arbeitshandschuhe Nitril',
  'Einweghandschuhe Nitril puderfrei',
  'Absorptionsvlies',
  'Auffangwanne verzinkt',
  'Schutzbrille',
  'Gehörschutzstöpsel',
  'Sicherheitsschuh S3',
  'Industriereiniger alkalisch',
  'Kaltreiniger',
  'Isopropanol',
  'Natriumhypochlorit',
  'Entschäumer Silikon',
  'Wasserstoffperoxid',
]);

export function clientOf(baseName: string): ClientId {
  return staubBases.has(baseName) ? 'client_staub' : 'client_kundenportal';
}

export const fileLanguagesExtra = ['fr', 'nl', 'pl', 'es', 'it', 'cs', 'da', 'hu'] as const;
