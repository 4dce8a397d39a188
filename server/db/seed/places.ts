// Where the large demo account's stores are: US cities with their state, time zone and a postal-code
// prefix, and street names for addresses.

export interface City {
  city: string;
  state: string;
  timezone: string;
  /** First three digits of the city's ZIP codes. */
  zip: string;
}

export const US_CITIES: City[] = [
  { city: 'New York', state: 'NY', timezone: 'America/New_York', zip: '100' },
  { city: 'Brooklyn', state: 'NY', timezone: 'America/New_York', zip: '112' },
  { city: 'Boston', state: 'MA', timezone: 'America/New_York', zip: '021' },
  { city: 'Philadelphia', state: 'PA', timezone: 'America/New_York', zip: '191' },
  { city: 'Pittsburgh', state: 'PA', timezone: 'America/New_York', zip: '152' },
  { city: 'Baltimore', state: 'MD', timezone: 'America/New_York', zip: '212' },
  { city: 'Washington', state: 'DC', timezone: 'America/New_York', zip: '200' },
  { city: 'Richmond', state: 'VA', timezone: 'America/New_York', zip: '232' },
  { city: 'Charlotte', state: 'NC', timezone: 'America/New_York', zip: '282' },
  { city: 'Raleigh', state: 'NC', timezone: 'America/New_York', zip: '276' },
  { city: 'Atlanta', state: 'GA', timezone: 'America/New_York', zip: '303' },
  { city: 'Miami', state: 'FL', timezone: 'America/New_York', zip: '331' },
  { city: 'Orlando', state: 'FL', timezone: 'America/New_York', zip: '328' },
  { city: 'Tampa', state: 'FL', timezone: 'America/New_York', zip: '336' },
  { city: 'Columbus', state: 'OH', timezone: 'America/New_York', zip: '432' },
  { city: 'Cleveland', state: 'OH', timezone: 'America/New_York', zip: '441' },
  { city: 'Detroit', state: 'MI', timezone: 'America/Detroit', zip: '482' },
  { city: 'Indianapolis', state: 'IN', timezone: 'America/Indiana/Indianapolis', zip: '462' },
  { city: 'Louisville', state: 'KY', timezone: 'America/Kentucky/Louisville', zip: '402' },
  { city: 'Nashville', state: 'TN', timezone: 'America/Chicago', zip: '372' },
  { city: 'Chicago', state: 'IL', timezone: 'America/Chicago', zip: '606' },
  { city: 'Milwaukee', state: 'WI', timezone: 'America/Chicago', zip: '532' },
  { city: 'Minneapolis', state: 'MN', timezone: 'America/Chicago', zip: '554' },
  { city: 'St. Louis', state: 'MO', timezone: 'America/Chicago', zip: '631' },
  { city: 'Kansas City', state: 'MO', timezone: 'America/Chicago', zip: '641' },
  { city: 'New Orleans', state: 'LA', timezone: 'America/Chicago', zip: '701' },
  { city: 'Dallas', state: 'TX', timezone: 'America/Chicago', zip: '752' },
  { city: 'Houston', state: 'TX', timezone: 'America/Chicago', zip: '770' },
  { city: 'Austin', state: 'TX', timezone: 'America/Chicago', zip: '787' },
  { city: 'San Antonio', state: 'TX', timezone: 'America/Chicago', zip: '782' },
  { city: 'Oklahoma City', state: 'OK', timezone: 'America/Chicago', zip: '731' },
  { city: 'Omaha', state: 'NE', timezone: 'America/Chicago', zip: '681' },
  { city: 'Denver', state: 'CO', timezone: 'America/Denver', zip: '802' },
  { city: 'Boulder', state: 'CO', timezone: 'America/Denver', zip: '803' },
  { city: 'Salt Lake City', state: 'UT', timezone: 'America/Denver', zip: '841' },
  { city: 'Albuquerque', state: 'NM', timezone: 'America/Denver', zip: '871' },
  { city: 'Boise', state: 'ID', timezone: 'America/Boise', zip: '837' },
  { city: 'Phoenix', state: 'AZ', timezone: 'America/Phoenix', zip: '850' },
  { city: 'Tucson', state: 'AZ', timezone: 'America/Phoenix', zip: '857' },
  { city: 'Las Vegas', state: 'NV', timezone: 'America/Los_Angeles', zip: '891' },
  { city: 'Los Angeles', state: 'CA', timezone: 'America/Los_Angeles', zip: '900' },
  { city: 'San Diego', state: 'CA', timezone: 'America/Los_Angeles', zip: '921' },
  { city: 'San Francisco', state: 'CA', timezone: 'America/Los_Angeles', zip: '941' },
  { city: 'San Jose', state: 'CA', timezone: 'America/Los_Angeles', zip: '951' },
  { city: 'Sacramento', state: 'CA', timezone: 'America/Los_Angeles', zip: '958' },
  { city: 'Portland', state: 'OR', timezone: 'America/Los_Angeles', zip: '972' },
  { city: 'Seattle', state: 'WA', timezone: 'America/Los_Angeles', zip: '981' },
  { city: 'Spokane', state: 'WA', timezone: 'America/Los_Angeles', zip: '992' },
  { city: 'Anchorage', state: 'AK', timezone: 'America/Anchorage', zip: '995' },
  { city: 'Honolulu', state: 'HI', timezone: 'Pacific/Honolulu', zip: '968' },
];

/** Sites of one city: a chain has several stores per city. */
export const SITES = ['Downtown', 'Mall', 'Riverside', 'Uptown', 'Airport'];

export const STREETS = ['Main Street', 'Oak Avenue', 'Market Street', 'Broadway', 'Maple Drive', 'Park Avenue', 'Elm Street', 'Lake Shore Drive', 'Washington Avenue', 'Pine Street', 'Harbor Boulevard', 'Commerce Way'];

/** Zones of every store of the large account. */
export const STORE_ZONES = [
  'Entrance', 'Checkout', "Women's", "Men's", 'Kids', 'Shoes', 'Accessories', 'Home', 'Beauty', 'Sports',
  'Denim', 'Fitting Rooms', 'Café', 'Stockroom', 'Staff Room', 'Mezzanine', 'Window Display', 'Outlet Corner', 'Sale Area', 'Customer Service',
];
