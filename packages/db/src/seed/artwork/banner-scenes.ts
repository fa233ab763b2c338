/**
 * What each banner shows around its gift cards: props for the occasion or the article's subject, set on the left
 * (x 40–520) and right (x 1000–1180) of the 1200×400 banner, behind or in front of the cards in the middle.
 */
import type { BlogTopic, GivingMomentKey } from '../language-pack.ts';
import {
  balloon, bauble, biscuits, cake, clock, cloud, confetti, crown, diploma, egg, firBranch, flower, giftBox, heart, hills,
  mitre, moon, mortarboard, paperPlane, placeSetting, rattle, rings, sparkle, sprig, stars, sun, tulip, wineGlass,
} from './banner-shapes.ts';
import type { Motif } from './motifs.ts';

/** What a banner is drawn for: a giving moment's occasion, a blog article's subject, or anything else. */
export type BannerSubject = GivingMomentKey | BlogTopic | 'generic';

/** The colours a scene may use: the store's brand and accent, their soft tints and a few festive neutrals. */
export interface BannerPalette {
  readonly brand: string;
  readonly accent: string;
  readonly brandSoft: string;
  readonly accentSoft: string;
  /** The brand colour darkened, for outlines and dark props. */
  readonly deep: string;
  readonly gold: string;
  readonly cream: string;
  readonly leaf: string;
}

export interface BannerScene {
  /** The line drawing on the gift cards (the card artwork's motifs). */
  readonly cardMotif: Motif;
  /** Props drawn behind the cards. */
  readonly back: string;
  /** Props drawn over the cards' edges. */
  readonly front: string;
}

type SceneDrawing = (palette: BannerPalette) => BannerScene;

const FULL = { x: 20, y: 20, width: 1160, height: 360 };

const SCENES: Readonly<Record<BannerSubject, SceneDrawing>> = {
  birthday: (p) => ({
    cardMotif: 'balloons',
    back:
      confetti(1, FULL, [p.brand, p.accent, p.gold]) +
      balloon(150, 120, 58, p.accent, p.deep) + balloon(272, 84, 50, p.brand, p.deep) + balloon(372, 150, 44, p.gold, p.deep) +
      balloon(1110, 110, 46, p.accent, p.deep),
    front: cake(420, 372, 160, p.cream, p.brand, p.gold) + sparkle(1060, 320, 18, p.gold),
  }),
  'thank-you': (p) => ({
    cardMotif: 'heart',
    back: heart(220, 210, 190, p.brand, -12) + heart(370, 100, 80, p.accent, 14) + sparkle(110, 90, 20, p.gold) +
      flower(1100, 140, 70, p.accent, p.gold) + flower(1150, 300, 46, p.brand, p.gold),
    front: tulip(470, 400, 150, p.accent, p.leaf, -10) + tulip(510, 400, 120, p.gold, p.leaf, 8) + sparkle(1040, 250, 14, p.gold),
  }),
  wedding: (p) => ({
    cardMotif: 'bow',
    back: sprig(0, 70, 170, 20, p.leaf) + sprig(1200, 340, 150, 200, p.leaf) + rings(270, 200, 74, p.gold, p.cream) +
      sparkle(420, 90, 18, p.gold) + sparkle(130, 300, 12, p.gold),
    front: flower(110, 330, 50, p.cream, p.gold) + flower(190, 360, 34, p.brandSoft, p.gold) + flower(460, 340, 40, p.cream, p.gold) +
      flower(1090, 90, 44, p.cream, p.gold) + flower(1150, 150, 30, p.brandSoft, p.gold),
  }),
  christmas: (p) => ({
    cardMotif: 'stars',
    back: firBranch(-10, 30, 260, 12, p.leaf) + firBranch(1210, 20, 200, 170, p.leaf) +
      bauble(140, 150, 46, p.brand, p.gold, p.deep) + bauble(270, 220, 56, p.accent, p.gold, p.deep) + bauble(390, 120, 36, p.gold, p.brand, p.deep) +
      bauble(1080, 180, 50, p.brand, p.gold, p.deep) + bauble(1160, 110, 30, p.accent, p.gold, p.deep),
    front: stars([[470, 300, 30], [80, 330, 22], [1040, 330, 24]], p.gold) + confetti(2, FULL, ['#ffffff'], 16),
  }),
  'new-baby': (p) => ({
    cardMotif: 'stars',
    back: moon(210, 150, 86, p.gold) + stars([[360, 80, 20], [90, 280, 14], [1120, 70, 18], [1060, 220, 12]], p.gold) +
      cloud(330, 330, 220, p.cream) + cloud(1110, 330, 170, p.cream),
    front: rattle(470, 250, 40, p.accent, p.brand, -24) + sparkle(1150, 180, 16, p.gold),
  }),
  retirement: (p) => ({
    cardMotif: 'mountains',
    back: sun(1090, 120, 52, p.gold) + hills(p.brandSoft, p.accentSoft) + cloud(260, 110, 180, p.cream) + cloud(1130, 250, 120, p.cream),
    front: paperPlane(360, 210, 120, p.cream, p.deep),
  }),
  easter: (p) => ({
    cardMotif: 'lotus',
    back: tulip(90, 400, 230, p.accent, p.leaf, -14) + tulip(150, 400, 280, p.brand, p.leaf, 6) + tulip(1130, 400, 240, p.accent, p.leaf, -8) +
      sparkle(380, 90, 18, p.gold),
    front: egg(230, 320, 52, p.brand, p.gold, -12) + egg(340, 330, 44, p.accent, p.cream, 14) + egg(440, 345, 36, p.gold, p.brand, -6) +
      egg(1060, 345, 38, p.gold, p.brand, 10),
  }),
  graduation: (p) => ({
    cardMotif: 'book',
    back: mortarboard(250, 150, 240, p.deep, p.gold) + stars([[110, 290, 22], [420, 70, 18], [1100, 90, 26], [1150, 250, 14]], p.gold) +
      confetti(3, { x: 980, y: 40, width: 200, height: 320 }, [p.brand, p.accent, p.gold], 10),
    front: diploma(390, 330, 230, p.cream, p.accent, -14),
  }),
  'mothers-day': (p) => ({
    cardMotif: 'heart',
    back: tulip(150, 400, 250, p.brand, p.leaf, -40) + tulip(220, 400, 290, p.accent, p.leaf, -6) + tulip(290, 400, 260, p.gold, p.leaf, 26) +
      tulip(350, 400, 200, p.brandSoft, p.leaf, 50) + heart(1110, 140, 90, p.accent, 12),
    front: heart(440, 110, 60, p.brand, -10) + flower(1080, 310, 50, p.cream, p.gold) + sparkle(90, 90, 18, p.gold),
  }),
  sinterklaas: (p) => ({
    cardMotif: 'bow',
    back: mitre(220, 350, 260, p.brand, p.gold) + stars([[380, 80, 18], [80, 90, 14], [1120, 80, 22]], p.gold),
    front: biscuits(430, 350, '#b06a34') + giftBox(1040, 380, 110, 110, p.accent, p.gold),
  }),
  'three-kings': (p) => ({
    cardMotif: 'stars',
    back: stars([[1100, 110, 60]], p.gold) + sparkle(1020, 60, 14, p.gold) + sparkle(1160, 250, 18, p.gold) +
      sparkle(120, 80, 16, p.gold) + sparkle(430, 60, 12, p.gold),
    front: crown(140, 330, 120, p.gold, p.brand) + crown(290, 300, 150, p.gold, p.accent) + crown(440, 340, 110, p.gold, p.deep),
  }),
  'gift-ideas': (p) => ({
    cardMotif: 'bow',
    back: clock(220, 170, 110, p.cream, p.deep) + sparkle(420, 70, 18, p.gold) + sparkle(1130, 90, 22, p.gold),
    front: giftBox(330, 380, 120, 110, p.accent, p.gold) + giftBox(460, 380, 80, 70, p.brand, p.gold) + giftBox(1060, 380, 100, 90, p.gold, p.brand),
  }),
  'choice-card': (p) => ({
    cardMotif: 'bow',
    back: giftBox(140, 370, 200, 190, p.brand, p.accent) + stars([[420, 90, 22], [80, 80, 16]], p.gold) +
      confetti(4, { x: 980, y: 30, width: 200, height: 340 }, [p.brand, p.accent, p.gold], 12),
    front: sparkle(440, 300, 30, p.gold) + sparkle(1090, 200, 24, p.gold),
  }),
  dining: (p) => ({
    cardMotif: 'plate',
    back: placeSetting(215, 200, 100, p.cream, p.brandSoft, p.deep) + sparkle(1120, 100, 20, p.gold) + sparkle(1060, 300, 14, p.gold),
    front: wineGlass(485, 390, 220, p.deep, p.accent) + wineGlass(1110, 390, 190, p.deep, p.accent),
  }),
  'choosing-a-card': (p) => ({
    cardMotif: 'stars',
    back: heart(220, 150, 150, p.accent, -10) + sparkle(110, 320, 22, p.gold) + sparkle(1120, 90, 24, p.gold),
    front: giftBox(330, 380, 130, 110, p.brand, p.gold) + giftBox(1050, 380, 110, 100, p.accent, p.gold) + stars([[470, 100, 22]], p.gold),
  }),
  generic: (p) => ({
    cardMotif: 'bow',
    back: sparkle(130, 110, 26, p.gold) + sparkle(420, 80, 16, p.gold) + sparkle(1120, 110, 22, p.gold) +
      confetti(5, FULL, [p.brandSoft, p.accentSoft], 16),
    front: giftBox(220, 380, 150, 130, p.brand, p.accent) + giftBox(400, 380, 90, 80, p.gold, p.brand) + giftBox(1060, 380, 100, 90, p.accent, p.gold),
  }),
};

export function bannerScene(subject: BannerSubject, palette: BannerPalette): BannerScene {
  return SCENES[subject](palette);
}
