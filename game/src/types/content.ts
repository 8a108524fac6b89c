import type { Level } from './core';

/** Budget equation (spec point 3, Budget), in dollars. */
export interface Budget {
  total: number;
  spent: number;
  savings: number;
}

/** One tutorial slide (spec point 3, Tutorial slide). */
export interface TutorialSlide {
  message: string;
  /** Mascot picture key: which pose the guide shows. */
  mascotPose: 'wave' | 'point' | 'think' | 'cheer' | 'thumbsUp';
  /** Words to highlight in the message. */
  accentText: string;
  /** Milliseconds before the slide advances by itself; 0 waits for a button. */
  timer: number;
  buttons: { next: boolean; back: boolean; close: boolean };
  position: 'left' | 'right' | 'center';
  /** UI hints such as 'highlight:savingsSlider'; the UI decides what they do. */
  actions: string[];
}

/** A teacher (spec point 3, Teacher), without the password, which lives only in Auth. */
export interface Teacher {
  _id: string;
  name: string;
  userName: string;
  email: string;
  gradeTaught: number;
  classSize: number;
  studentCount: number;
  school: string;
  schoolDistrict: string;
  schoolAddress: string;
  city: string;
  state: string;
  zipCode: string;
  role: 'teacher';
}

/** A cup in the trophy case. */
export interface Cup {
  key: 'savingsCup' | 'thirdCup' | 'firstCup';
  level: Level;
  name: string;
  description: string;
  /** Trophy image media key. */
  image: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}
