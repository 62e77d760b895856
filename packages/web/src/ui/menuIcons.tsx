import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import ArticleIcon from '@mui/icons-material/Article';
import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import LanguageIcon from '@mui/icons-material/Language';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import MergeTypeOutlinedIcon from '@mui/icons-material/MergeTypeOutlined';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import RestoreFromTrashOutlinedIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import SearchIcon from '@mui/icons-material/Search';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type { ReactElement } from 'react';

/** The icon of each menu entry, by its key. */
export const menuIcons: Record<string, ReactElement> = {
  search: <SearchIcon />,
  create: <AddCircleOutlineIcon />,
  'create-collection': <CollectionsBookmarkIcon />,
  'create-score': <MusicNoteIcon />,
  'create-catalog': <MenuBookIcon />,
  'create-person': <PersonOutlineIcon />,
  'create-digital_copy': <PhotoLibraryOutlinedIcon />,
  'create-composite': <AccountTreeIcon />,
  'create-publication': <ArticleIcon />,
  settings: <SettingsOutlinedIcon />,
  'settings-website': <LanguageIcon />,
  'settings-users': <PeopleOutlineIcon />,
  files: <FolderOutlinedIcon />,
  import: <FileUploadOutlinedIcon />,
  deleted: <RestoreFromTrashOutlinedIcon />,
  duplicates: <MergeTypeOutlinedIcon />,
  jobs: <HourglassEmptyIcon />,
  login: <LoginIcon />,
  logout: <LogoutIcon />,
};
