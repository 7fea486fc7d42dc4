import type { StoryPicture as StoryArtworkName } from 'contracts/story-rules';
import type { ReactElement } from 'react';
import { Scene } from '../../../components/artwork/scene';
import styles from './story-card.module.css';

const LIGHT = '#f3f6fa';
const HIGHLIGHT = '#7cc4ff';
const MINT = '#5fd4b0';
const AMBER = '#f5a524';

// 320 x 180 scenes, one per kind of story, in the hero's palette.
const SCENES: Record<StoryArtworkName, ReactElement> = {
  skyline: (
    <>
      <circle cx="250" cy="56" r="22" fill={AMBER} />
      <path
        d="M30 150V96h26v54M64 150V70l16-14 16 14v80M104 150v-40h22v40M134 150V84q14-16 28 0v66M170 150v-52h24v52M202 150V64h18v86M228 150v-30h40v30"
        stroke={LIGHT}
      />
      <path d="M20 150h280" stroke={HIGHLIGHT} strokeWidth="3" />
    </>
  ),
  vault: (
    <>
      <circle cx="160" cy="90" r="58" stroke={LIGHT} />
      <circle cx="160" cy="90" r="40" stroke={LIGHT} strokeOpacity="0.4" strokeDasharray="3 6" />
      <circle cx="160" cy="90" r="14" fill={HIGHLIGHT} />
      <path d="M160 76V50M160 104v26M146 90h-26M174 90h26" stroke={LIGHT} />
      <path d="M60 40h30M60 56h20M230 124h30M240 140h20" stroke={MINT} />
    </>
  ),
  campus: (
    <>
      <path d="M40 150V80l60-30 60 30v70M160 150V96h120v54" stroke={LIGHT} />
      <path d="M70 150v-36h60v36M178 116h24M214 116h24M250 116h14M178 132h24M214 132h24" stroke={LIGHT} strokeOpacity="0.5" />
      <circle cx="100" cy="84" r="10" fill={HIGHLIGHT} />
      <path d="M24 150h272" stroke={MINT} strokeWidth="3" />
    </>
  ),
  portal: (
    <>
      <rect x="70" y="30" width="180" height="120" rx="12" stroke={LIGHT} />
      <path d="M70 54h180" stroke={LIGHT} strokeOpacity="0.5" />
      <circle cx="84" cy="42" r="3" fill={AMBER} />
      <path d="M90 76h70M90 92h100M90 108h56" stroke={LIGHT} strokeOpacity="0.6" />
      <rect x="184" y="100" width="46" height="28" rx="6" fill={HIGHLIGHT} />
      <path d="m198 114 6 6 10-12" stroke="#0d1b2e" />
    </>
  ),
  trophy: (
    <>
      <path
        d="M124 40h72v26a36 36 0 0 1-72 0zM124 50h-20a18 18 0 0 0 22 24M196 50h20a18 18 0 0 1-22 24M160 102v22M134 140h52l-6-16h-40z"
        stroke={LIGHT}
      />
      <path d="m160 50 5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" fill={AMBER} />
      <path d="M60 60l10 10M260 60l-10 10M50 110h18M252 110h18" stroke={HIGHLIGHT} />
    </>
  ),
  stage: (
    <>
      <path d="M110 20 60 150M210 20l50 130" stroke={HIGHLIGHT} strokeOpacity="0.35" strokeWidth="26" />
      <path d="M40 150h240M70 150v-24h180v24" stroke={LIGHT} />
      <circle cx="160" cy="96" r="10" fill={MINT} />
      <path d="M146 126q14-22 28 0M140 126h40" stroke={LIGHT} />
      <circle cx="110" cy="20" r="6" fill={AMBER} />
      <circle cx="210" cy="20" r="6" fill={AMBER} />
    </>
  ),
};

/** A story's picture; decorative, since the title says what the story is about. */
export function StoryArtwork({ image }: { image: StoryArtworkName }) {
  return <Scene className={styles.artwork}>{SCENES[image]}</Scene>;
}
