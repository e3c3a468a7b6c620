import { Link } from "react-router";
import { ReviewCard } from "../components/review-card";
import { useLocalePath } from "../lib/locale";
import type { Route } from "./+types/customer-wall";

export async function loader({ context }: Route.LoaderArgs) {
  return { reviews: await context.services.stories.customerWall() };
}

export const meta: Route.MetaFunction = () => [
  { title: "Customer wall: five-star trips planned with Triphive | Triphive" },
  {
    name: "description",
    content:
      "Five-star reviews from travellers across India and abroad, each for a trip planned by a verified local agent on Triphive.",
  },
];

export default function CustomerWall({ loaderData }: Route.ComponentProps) {
  const localize = useLocalePath();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-extrabold text-slate-900">Customer wall</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Five-star reviews, a few from every destination, written by travellers after they came home.
        Every trip here was planned by a verified local agent and compared against other quotes
        before booking.
      </p>
      <p className="mt-2 text-sm">
        <Link to={localize("/testimonials")} className="font-semibold text-brand-700 underline">
          Read every review, by destination
        </Link>
      </p>
      <ul className="mt-8 columns-1 gap-5 md:columns-2 lg:columns-3">
        {loaderData.reviews.map((review) => (
          <li key={review.id} className="mb-5 break-inside-avoid">
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </div>
  );
}
