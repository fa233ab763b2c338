/** Cities (with real coordinates) used for restaurant location pages, per country. */
export interface City {
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly streets: readonly string[];
}

const city = (name: string, latitude: number, longitude: number, streets: readonly string[] = ['Market Square']): City => ({
  name,
  latitude,
  longitude,
  streets,
});

export const citiesByCountry: Readonly<Record<string, readonly City[]>> = {
  IE: [
    city('Dublin', 53.3498, -6.26031, ['Grafton Street', 'Dame Street', 'Camden Street', 'Capel Street']),
    city('Cork', 51.89851, -8.47561, ['Patrick Street', 'Oliver Plunkett Street']),
    city('Galway', 53.27066, -9.05679, ['Shop Street', 'Quay Street']),
    city('Limerick', 52.66802, -8.63049, ['O\'Connell Street']),
  ],
  NL: [
    city('Amsterdam', 52.37403, 4.88969, ['Prinsengracht', 'Utrechtsestraat', 'Haarlemmerdijk']),
    city('Rotterdam', 51.9225, 4.47917, ['Witte de Withstraat', 'Coolsingel']),
    city('Utrecht', 52.09083, 5.12222, ['Oudegracht', 'Twijnstraat']),
    city('Den Haag', 52.07667, 4.29861, ['Lange Voorhout', 'Denneweg']),
  ],
  GB: [city('London', 51.50735, -0.12776, ['Carnaby Street', 'Borough High Street']), city('Manchester', 53.48076, -2.24263, ['Deansgate'])],
  UK: [city('London', 51.50735, -0.12776, ['Carnaby Street', 'Borough High Street']), city('Manchester', 53.48076, -2.24263, ['Deansgate'])],
  DE: [city('Berlin', 52.52, 13.405, ['Kastanienallee', 'Bergmannstraße']), city('München', 48.13743, 11.57549, ['Sendlinger Straße'])],
  AT: [city('Wien', 48.20817, 16.37382, ['Mariahilfer Straße', 'Kärntner Straße'])],
  CH: [city('Zürich', 47.37689, 8.54169, ['Bahnhofstrasse', 'Langstrasse']), city('Genève', 46.20439, 6.14316, ['Rue du Rhône'])],
  FR: [city('Paris', 48.85661, 2.35222, ['Rue de Rivoli', 'Rue Oberkampf']), city('Lyon', 45.764, 4.83566, ['Rue Mercière'])],
  BE: [city('Brussel', 50.85034, 4.35171, ['Rue Neuve', 'Dansaertstraat']), city('Antwerpen', 51.21945, 4.40246, ['Meir'])],
  IT: [city('Roma', 41.90278, 12.49636, ['Via del Corso', 'Via Margutta']), city('Milano', 45.46427, 9.18951, ['Corso Como'])],
  ES: [city('Madrid', 40.41678, -3.70379, ['Calle de Fuencarral', 'Gran Vía']), city('Barcelona', 41.38506, 2.1734, ['Carrer de Verdi'])],
  PT: [city('Lisboa', 38.72225, -9.13934, ['Rua Augusta', 'Rua da Rosa']), city('Porto', 41.15794, -8.62911, ['Rua das Flores'])],
  DK: [city('København', 55.6761, 12.56834, ['Strøget', 'Jægersborggade'])],
  NO: [city('Oslo', 59.91387, 10.75225, ['Karl Johans gate', 'Markveien'])],
  SE: [city('Stockholm', 59.32932, 18.06858, ['Drottninggatan', 'Götgatan'])],
  PL: [city('Warszawa', 52.22968, 21.01223, ['Nowy Świat', 'Chmielna']), city('Kraków', 50.06465, 19.94498, ['Floriańska'])],
  US: [city('New York', 40.71278, -74.00597, ['Bleecker Street', 'Smith Street']), city('Chicago', 41.87811, -87.6298, ['Michigan Avenue'])],
  CA: [city('Toronto', 43.65107, -79.34702, ['Queen Street West', 'Ossington Avenue'])],
  AU: [city('Sydney', -33.86882, 151.20929, ['George Street', 'Crown Street'])],
  NZ: [city('Auckland', -36.84846, 174.76333, ['Ponsonby Road', 'Queen Street'])],
  BR: [city('São Paulo', -23.55052, -46.63331, ['Rua Augusta', 'Avenida Paulista'])],
  MX: [city('Ciudad de México', 19.43261, -99.13321, ['Avenida Álvaro Obregón', 'Calle Madero'])],
  AE: [city('Dubai', 25.20485, 55.27078, ['Jumeirah Beach Road', 'Al Wasl Road'])],
};
