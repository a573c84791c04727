import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import type { FeaturedFoodPacksQuery as FeaturedFoodPacksData } from '../../../gql/graphql';
import { formatNaira } from '../../ui/format';
import { PageSpinner } from '../../ui/PageSpinner';
import { FeaturedFoodPacksQuery } from '../graphql/operations';
import { perDay } from '../utils/packs';
import { HeroCarousel, type HeroSlide } from './HeroCarousel';
import './food-packs.css';

/** Spec section 2: the slides shown when there are no packs to feature (or they could not be loaded). */
export const FALLBACK_SLIDES: HeroSlide[] = [
  {
    key: 'fallback-provision',
    title: 'Stock up on provisions, a little at a time',
    description: 'Spread the cost of your family’s provisions over four months and receive everything in one delivery.',
    imageUrl: null,
    badge: { name: 'Provision Pack', plan: '4-month savings plan', price: '₦28,000', rate: '₦7,000/month' },
  },
  {
    key: 'fallback-family',
    title: 'Feed the whole family without the big bill',
    description: 'Save for a family-size pack of staples over three months, with free delivery anywhere in Lagos.',
    imageUrl: null,
    badge: { name: 'Family Pack', plan: '3-month savings plan', price: '₦36,000', rate: '₦12,000/month' },
  },
  {
    key: 'fallback-festival',
    title: 'Get ready for the festive season early',
    description: 'Put a little aside every month and have your festive food sorted before the season arrives.',
    imageUrl: null,
    badge: { name: 'Festival Pack', plan: '6-month savings plan', price: '₦60,000', rate: '₦10,000/month' },
  },
];

type FeaturedPack = FeaturedFoodPacksData['featuredFoodPacks'][number];

function toSlide(pack: FeaturedPack): HeroSlide {
  return {
    key: pack.id,
    title: `Save small, get the ${pack.name}`,
    description: pack.description,
    imageUrl: pack.imageUrl,
    badge: {
      name: pack.name,
      plan: `${pack.durationMonths}-month savings plan`,
      price: formatNaira(pack.priceKobo),
      rate: perDay(pack.dailyRateKobo),
    },
  };
}

/** The home page hero: up to 3 featured packs from the server, else the fallback slides. */
export function FeaturedPacksHero({ actions }: { actions: ReactNode }) {
  const { data, loading } = useQuery(FeaturedFoodPacksQuery);
  const packs = data?.featuredFoodPacks ?? [];
  if (loading && !data) {
    return (
      <section className="fs-hero fs-hero--loading" aria-label="Featured food packs">
        <PageSpinner label="Loading featured food packs" />
      </section>
    );
  }
  // A failed load shows the fallback slides: the visitor still sees what the service offers.
  const slides = packs.length ? packs.slice(0, 3).map(toSlide) : FALLBACK_SLIDES;
  return <HeroCarousel slides={slides} actions={actions} label="Featured food packs" />;
}
