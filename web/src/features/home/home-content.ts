import type { HomePageQueryResult } from '@rehoboth/shared/sanity-types'

type HomePage = NonNullable<HomePageQueryResult>
type ItemOf<List> = NonNullable<List> extends readonly (infer Item)[] ? Item : never

/** The pieces of the `homePage` document as homePageQuery projects them. */
export type HeroSlide = ItemOf<HomePage['slides']>
export type CategoryCard = ItemOf<HomePage['categoryCards']>
export type CatalogueBannerContent = NonNullable<HomePage['catalogueBanner']>
export type FeaturedProduct = ItemOf<HomePage['featuredProducts']>
export type Advantage = ItemOf<HomePage['advantages']>
export type PromoVideo = ItemOf<HomePage['promoVideos']>
