// Leaflet 1.9's package entry is a UMD bundle; its ES module build is the same code and the same API.
declare module "leaflet/dist/leaflet-src.esm.js" {
  export * from "leaflet";
}
