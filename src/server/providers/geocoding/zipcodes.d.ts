// Types for the `zipcodes` package (it ships none); only what the local geocoder uses.
declare module 'zipcodes' {
  export interface ZipCode {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    codes: Record<string, ZipCode>;
    states: { full: Record<string, string>; abbr: Record<string, string> };
    lookup(zip: string): ZipCode | undefined;
  };
  export default zipcodes;
}
