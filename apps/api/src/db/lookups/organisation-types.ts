/**
 * Organisation types, as the Register to Play wizard offers them ("way to play"). Icons are
 * Tabler icon component names. Never renumber, only append.
 */
export interface OrganisationType {
  id: number;
  nameEn: string;
  /** The Welsh name and description (decision 034). */
  nameCy: string;
  descriptionEn: string;
  descriptionCy: string;
  tablerIcon: string;
  showOnRegistration: boolean;
}

export const ORGANISATION_TYPE_IDS = {
  club: 1,
  schoolOrCollege: 2,
  hub: 3,
  inclusiveCommunityClub: 4,
  region: 5,
  dewarShield: 6,
  refereesSociety: 7,
} as const;

export const ORGANISATION_TYPES: readonly OrganisationType[] = [
  {
    id: ORGANISATION_TYPE_IDS.club,
    nameEn: 'Clubs',
    nameCy: 'Clybiau',
    descriptionEn: 'Play for a community rugby club, from minis and juniors to youth and senior teams.',
    descriptionCy: "Chwarae i glwb rygbi cymunedol, o'r rhai bach a'r iau i dimau ieuenctid a hŷn.",
    tablerIcon: 'IconBallAmericanFootball',
    showOnRegistration: true,
  },
  {
    id: ORGANISATION_TYPE_IDS.schoolOrCollege,
    nameEn: 'Schools and Colleges',
    nameCy: 'Ysgolion a Cholegau',
    descriptionEn: 'Play for your school or college team.',
    descriptionCy: 'Chwarae i dîm eich ysgol neu eich coleg.',
    tablerIcon: 'IconSchool',
    showOnRegistration: true,
  },
  {
    id: ORGANISATION_TYPE_IDS.hub,
    nameEn: 'Hubs',
    nameCy: 'Hybiau',
    descriptionEn: 'Join a rugby hub run with schools, colleges and community partners.',
    descriptionCy: "Ymuno â hyb rygbi sy'n cael ei redeg gydag ysgolion, colegau a phartneriaid cymunedol.",
    tablerIcon: 'IconAffiliate',
    showOnRegistration: true,
  },
  {
    id: ORGANISATION_TYPE_IDS.inclusiveCommunityClub,
    nameEn: 'Inclusive Community Clubs',
    nameCy: 'Clybiau Cymunedol Cynhwysol',
    descriptionEn: 'Play mixed ability and inclusive rugby, where everyone is welcome whatever their ability.',
    descriptionCy: 'Chwarae rygbi gallu cymysg a chynhwysol, lle mae croeso i bawb beth bynnag eu gallu.',
    tablerIcon: 'IconHeartHandshake',
    showOnRegistration: true,
  },
  {
    id: ORGANISATION_TYPE_IDS.region,
    nameEn: 'Regions',
    nameCy: 'Rhanbarthau',
    descriptionEn: 'Regional age-grade and pathway squads.',
    descriptionCy: 'Carfanau grwpiau oedran a llwybr datblygu rhanbarthol.',
    tablerIcon: 'IconMap2',
    showOnRegistration: true,
  },
  {
    id: ORGANISATION_TYPE_IDS.dewarShield,
    nameEn: 'Dewar Shield',
    nameCy: 'Tarian Dewar',
    descriptionEn: 'District schools teams playing in the Dewar Shield competition.',
    descriptionCy: "Timau ysgolion dosbarth sy'n chwarae yng nghystadleuaeth Tarian Dewar.",
    tablerIcon: 'IconShield',
    showOnRegistration: true,
  },
  {
    // Referees hold their role in a referees' society; it fields no teams, so it is not a way to play.
    id: ORGANISATION_TYPE_IDS.refereesSociety,
    nameEn: "Referees' Societies",
    nameCy: 'Cymdeithasau Dyfarnwyr',
    descriptionEn: 'Societies that train, appoint and support match officials.',
    descriptionCy: "Cymdeithasau sy'n hyfforddi, yn penodi ac yn cefnogi swyddogion gemau.",
    tablerIcon: 'IconWhistle',
    showOnRegistration: false,
  },
];
