import { ArrowLeft, MapPin, Tag } from "lucide-react";
import { useState } from "react";
import { Link, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/vendor";
import { CategoryIcon } from "~/components/category-icon";
import { Lightbox } from "~/components/lightbox";
import { StatusLayout, UnexpectedErrorPage } from "~/components/status-pages";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { VendorContactCard } from "~/components/vendor-contact-card";
import { VendorGallery } from "~/components/vendor-gallery";
import { VendorImage } from "~/components/vendor-image";
import { getDatabase } from "~/db/client.server";
import { throwRouteError } from "~/modules/http/route-errors.server";
import { getPublicVendor, parseVendorId } from "~/modules/vendors/get-public-vendor.server";

export async function loader({ params }: Route.LoaderArgs) {
  const id = parseVendorId(params.id);
  if (id === undefined) throw new Response("Vendor not found", { status: 404 });
  const vendor = await getPublicVendor(getDatabase(), id).catch((error: unknown) => {
    throwRouteError(error);
  });
  return { vendor };
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [{ title: "Vendor Not Found | Shaadi Vendors UK" }];
  const { vendor } = data;
  return [
    { title: `${vendor.name} – ${vendor.category.name} in ${vendor.city ?? vendor.location} | Shaadi Vendors UK` },
    { name: "description", content: vendor.description.slice(0, 160) },
  ];
}

export default function VendorPage({ loaderData }: Route.ComponentProps) {
  const { vendor } = loaderData;
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const address = [vendor.address, vendor.city, vendor.postcode].filter(Boolean).join(", ");
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 md:px-6">
      <Link
        to={`/category/${vendor.category.slug}`}
        className="mb-6 inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All {vendor.category.name}
      </Link>
      <div className="grid gap-8 lg:grid-cols-[1fr_360px]">
        <div className="min-w-0 space-y-6">
          <VendorGallery images={vendor.images} vendorName={vendor.name} onOpen={setLightboxIndex} />
          <header className="space-y-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge>
                <CategoryIcon icon={vendor.category.icon} className="size-3" /> {vendor.category.name}
              </Badge>
              {vendor.isFeatured ? <Badge variant="gold">Featured</Badge> : null}
            </div>
            <h1 className="text-3xl font-bold text-brand-800 md:text-4xl">{vendor.name}</h1>
            {vendor.location ? (
              <p className="flex items-center gap-1 text-muted">
                <MapPin className="size-4" aria-hidden="true" /> {vendor.location}
              </p>
            ) : null}
          </header>

          <Tabs defaultValue="overview">
            <TabsList aria-label="Vendor details">
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="location">Location</TabsTrigger>
              <TabsTrigger value="gallery">Gallery</TabsTrigger>
            </TabsList>
            <TabsContent value="overview" className="space-y-6">
              <section aria-labelledby="about-heading">
                <h2 id="about-heading" className="text-xl font-bold">
                  About
                </h2>
                <p className="mt-2 whitespace-pre-line leading-relaxed text-ink">{vendor.description}</p>
              </section>
              {vendor.features.length > 0 ? (
                <section aria-labelledby="features-heading">
                  <h2 id="features-heading" className="text-xl font-bold">
                    Features
                  </h2>
                  <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                    {vendor.features.map((feature) => (
                      <li key={feature} className="flex items-center gap-2 text-sm">
                        <span className="size-2 rounded-full bg-gold-400" aria-hidden="true" /> {feature}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {vendor.serviceTags.length > 0 ? (
                <section aria-labelledby="services-heading">
                  <h2 id="services-heading" className="text-xl font-bold">
                    Services
                  </h2>
                  <ul className="mt-3 flex flex-wrap gap-2">
                    {vendor.serviceTags.map((tag) => (
                      <li key={tag}>
                        <Badge variant="feature">
                          <Tag className="size-3" aria-hidden="true" /> {tag}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </TabsContent>
            <TabsContent value="location" className="space-y-4">
              <h2 className="text-xl font-bold">Location</h2>
              <address className="not-italic">{address || vendor.location}</address>
              <div className="grid aspect-[16/9] place-items-center rounded-3xl bg-brand-50 text-center text-muted ring-1 ring-brand-100">
                <div>
                  <MapPin className="mx-auto size-8 text-brand-600" aria-hidden="true" />
                  <p className="mt-2">Interactive map coming soon</p>
                </div>
              </div>
            </TabsContent>
            <TabsContent value="gallery">
              <h2 className="sr-only">Gallery</h2>
              {vendor.images.length === 0 ? (
                <p className="text-muted">This vendor has not added photos yet.</p>
              ) : (
                <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
                  {vendor.images.map((image, index) => (
                    <li key={`${image.url}-${index}`}>
                      <button
                        type="button"
                        className="block aspect-[3/2] w-full overflow-hidden rounded-2xl bg-brand-50"
                        onClick={() => setLightboxIndex(index)}
                        aria-label={`Open photo ${index + 1} of ${vendor.images.length}`}
                      >
                        <VendorImage image={image} vendorName={vendor.name} />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
          </Tabs>
        </div>
        <div className="lg:sticky lg:top-24 lg:self-start">
          <VendorContactCard vendor={vendor} />
        </div>
      </div>
      <Lightbox images={vendor.images} vendorName={vendor.name} index={lightboxIndex} onIndexChange={setLightboxIndex} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <StatusLayout title="Vendor Not Found" message="The vendor you are looking for does not exist.">
        <Button asChild>
          <Link to="/">Return Home</Link>
        </Button>
      </StatusLayout>
    );
  }
  return <UnexpectedErrorPage />;
}
