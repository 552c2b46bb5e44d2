// geoip-lite ships no types (and @types/geoip-lite is not installed): the little the api uses.
// Delete this file if @types/geoip-lite is ever added.
declare module 'geoip-lite' {
  type Lookup = {
    /** ISO 3166-1 alpha-2, or '' for a range the database has no country for. */
    country: string;
  };

  const geoip: {
    lookup(ip: string): Lookup | null;
  };
  export default geoip;
}
