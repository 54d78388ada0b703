/**
 * Organisation types, as the Register to Play wizard offers them ("way to play"). Icons are
 * Tabler icon component names. Never renumber, only append.
 */
export interface OrganisationType {
  id: number;
  nameEn: string;
  descriptionEn: string;
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
    descriptionEn: 'Play for a community rugby club, from minis and juniors to youth and senior teams.',
    tablerIcon: 'IconBallAmericanFootball',
    showOnRegistration: true,
  },
  {
    id: ORGANISATION_TYPE_IDS.schoolOrCollege,
    nameEn: 'Schools and Colleges',
    descriptionEn: 'Play for your school or college team.',
    tablerIcon: 'IconSchool',
    showOnRegistration: true,
  },
  {
    id: ORGANISATION_TYPE_IDS.hub,
    nameEn: 'Hubs',
    descriptionEn: 'Join a rugby hub run with schools, colleges and community partners.',
    tablerIcon: 'IconAffiliate',
    showOnRegistration: true,
  },
  {
    id: ORGANISATION_TYPE_IDS.inclusiveCommunityClub,
    nameEn: 'Inclusive Community Clubs',
    descriptionEn: 'Play mixed ability and inclusive rugby, where everyone is welcome whatever their ability.',
    tablerIcon: 'IconHeartHandshake',
    showOnRegistration: true,
  },
  {
    id: ORGANISATION_TYPE_IDS.region,
    nameEn: 'Regions',
    descriptionEn: 'Regional age-grade and pathway squads.',
    tablerIcon: 'IconMap2',
    showOnRegistration: true,
  },
  {
    id: ORGANISATION_TYPE_IDS.dewarShield,
    nameEn: 'Dewar Shield',
    descriptionEn: 'District schools teams playing in the Dewar Shield competition.',
    tablerIcon: 'IconShield',
    showOnRegistration: true,
  },
  {
    // Referees hold their role in a referees' society; it fields no teams, so it is not a way to play.
    id: ORGANISATION_TYPE_IDS.refereesSociety,
    nameEn: "Referees' Societies",
    descriptionEn: 'Societies that train, appoint and support match officials.',
    tablerIcon: 'IconWhistle',
    showOnRegistration: false,
  },
];
