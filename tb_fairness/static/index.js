// tb-fairness frontend bundle. GENERATED from frontend/src by `npm run build`: do not edit.
var hM=Object.defineProperty;var vd=(e,t,n)=>()=>{if(n)throw n[0];try{return e&&(t=e(e=0)),t}catch(r){throw n=[r],r}};var pM=(e,t)=>{for(var n in t)hM(e,n,{get:t[n],enumerable:!0})};var ma,Zv=vd(()=>{ma=class{constructor(t){this._map=new Map,this._roundAverageSize=!1,this.totalSize=0,t?.roundAverageSize===!0&&(this._roundAverageSize=!0)}set(t,n){let r=this._map.get(t)||0;this._map.set(t,n),this.totalSize+=n-r}get averageSize(){if(this._map.size>0){let t=this.totalSize/this._map.size;return this._roundAverageSize?Math.round(t):t}return 0}getSize(t){return this._map.get(t)}clear(){this._map.clear(),this.totalSize=0}}});function Ud(e){return e==="horizontal"?"width":"height"}var Ou,Qv=vd(()=>{Ou=class{_getDefaultConfig(){return{direction:"vertical"}}constructor(t,n){this._latestCoords={left:0,top:0},this._direction=null,this._viewportSize={width:0,height:0},this.totalScrollSize={width:0,height:0},this.offsetWithinScroller={left:0,top:0},this._pendingReflow=!1,this._pendingLayoutUpdate=!1,this._pin=null,this._firstVisible=0,this._lastVisible=0,this._physicalMin=0,this._physicalMax=0,this._first=-1,this._last=-1,this._sizeDim="height",this._secondarySizeDim="width",this._positionDim="top",this._secondaryPositionDim="left",this._scrollPosition=0,this._scrollError=0,this._items=[],this._scrollSize=1,this._overhang=1e3,this._hostSink=t,Promise.resolve().then(()=>this.config=n||this._getDefaultConfig())}set config(t){Object.assign(this,Object.assign({},this._getDefaultConfig(),t))}get config(){return{direction:this.direction}}get items(){return this._items}set items(t){this._setItems(t)}_setItems(t){t!==this._items&&(this._items=t,this._scheduleReflow())}get direction(){return this._direction}set direction(t){t=t==="horizontal"?t:"vertical",t!==this._direction&&(this._direction=t,this._sizeDim=t==="horizontal"?"width":"height",this._secondarySizeDim=t==="horizontal"?"height":"width",this._positionDim=t==="horizontal"?"left":"top",this._secondaryPositionDim=t==="horizontal"?"top":"left",this._triggerReflow())}get viewportSize(){return this._viewportSize}set viewportSize(t){let{_viewDim1:n,_viewDim2:r}=this;Object.assign(this._viewportSize,t),r!==this._viewDim2?this._scheduleLayoutUpdate():n!==this._viewDim1&&this._checkThresholds()}get viewportScroll(){return this._latestCoords}set viewportScroll(t){Object.assign(this._latestCoords,t);let n=this._scrollPosition;this._scrollPosition=this._latestCoords[this._positionDim],Math.abs(n-this._scrollPosition)>=1&&this._checkThresholds()}reflowIfNeeded(t=!1){(t||this._pendingReflow)&&(this._pendingReflow=!1,this._reflow())}set pin(t){this._pin=t,this._triggerReflow()}get pin(){if(this._pin!==null){let{index:t,block:n}=this._pin;return{index:Math.max(0,Math.min(t,this.items.length-1)),block:n}}return null}_clampScrollPosition(t){return Math.max(-this.offsetWithinScroller[this._positionDim],Math.min(t,this.totalScrollSize[Ud(this.direction)]-this._viewDim1))}unpin(){this._pin!==null&&(this._sendUnpinnedMessage(),this._pin=null)}_updateLayout(){}get _viewDim1(){return this._viewportSize[this._sizeDim]}get _viewDim2(){return this._viewportSize[this._secondarySizeDim]}_scheduleReflow(){this._pendingReflow=!0}_scheduleLayoutUpdate(){this._pendingLayoutUpdate=!0,this._scheduleReflow()}_triggerReflow(){this._scheduleLayoutUpdate(),Promise.resolve().then(()=>this.reflowIfNeeded())}_reflow(){this._pendingLayoutUpdate&&(this._updateLayout(),this._pendingLayoutUpdate=!1),this._updateScrollSize(),this._setPositionFromPin(),this._getActiveItems(),this._updateVisibleIndices(),this._sendStateChangedMessage()}_setPositionFromPin(){if(this.pin!==null){let t=this._scrollPosition,{index:n,block:r}=this.pin;this._scrollPosition=this._calculateScrollIntoViewPosition({index:n,block:r||"start"})-this.offsetWithinScroller[this._positionDim],this._scrollError=t-this._scrollPosition}}_calculateScrollIntoViewPosition(t){let{block:n}=t,r=Math.min(this.items.length,Math.max(0,t.index)),i=this._getItemPosition(r)[this._positionDim],s=i;if(n!=="start"){let o=this._getItemSize(r)[this._sizeDim];if(n==="center")s=i-.5*this._viewDim1+.5*o;else{let a=i-this._viewDim1+o;if(n==="end")s=a;else{let l=this._scrollPosition;s=Math.abs(l-i)<Math.abs(l-a)?i:a}}}return s+=this.offsetWithinScroller[this._positionDim],this._clampScrollPosition(s)}getScrollIntoViewCoordinates(t){return{[this._positionDim]:this._calculateScrollIntoViewPosition(t)}}_sendUnpinnedMessage(){this._hostSink({type:"unpinned"})}_sendVisibilityChangedMessage(){this._hostSink({type:"visibilityChanged",firstVisible:this._firstVisible,lastVisible:this._lastVisible})}_sendStateChangedMessage(){let t=new Map;if(this._first!==-1&&this._last!==-1)for(let r=this._first;r<=this._last;r++)t.set(r,this._getItemPosition(r));let n={type:"stateChanged",scrollSize:{[this._sizeDim]:this._scrollSize,[this._secondarySizeDim]:null},range:{first:this._first,last:this._last,firstVisible:this._firstVisible,lastVisible:this._lastVisible},childPositions:t};this._scrollError&&(n.scrollError={[this._positionDim]:this._scrollError,[this._secondaryPositionDim]:0},this._scrollError=0),this._hostSink(n)}get _num(){return this._first===-1||this._last===-1?0:this._last-this._first+1}_checkThresholds(){if(this._viewDim1===0&&this._num>0||this._pin!==null)this._scheduleReflow();else{let t=Math.max(0,this._scrollPosition-this._overhang),n=Math.min(this._scrollSize,this._scrollPosition+this._viewDim1+this._overhang);this._physicalMin>t||this._physicalMax<n?this._scheduleReflow():this._updateVisibleIndices({emit:!0})}}_updateVisibleIndices(t){if(this._first===-1||this._last===-1)return;let n=this._first;for(;n<this._last&&Math.round(this._getItemPosition(n)[this._positionDim]+this._getItemSize(n)[this._sizeDim])<=Math.round(this._scrollPosition);)n++;let r=this._last;for(;r>this._first&&Math.round(this._getItemPosition(r)[this._positionDim])>=Math.round(this._scrollPosition+this._viewDim1);)r--;(n!==this._firstVisible||r!==this._lastVisible)&&(this._firstVisible=n,this._lastVisible=r,t&&t.emit&&this._sendVisibilityChangedMessage())}}});var t0={};pM(t0,{FlowLayout:()=>Ks,flow:()=>RR});function e0(e){return e==="horizontal"?"marginLeft":"marginTop"}function ER(e){return e==="horizontal"?"marginRight":"marginBottom"}function AR(e){return e==="horizontal"?"xOffset":"yOffset"}function PR(e,t){let n=[e,t].sort();return n[1]<=0?Math.min(...n):n[0]>=0?Math.max(...n):n[0]+n[1]}var RR,jd,Ks,Gd=vd(()=>{Zv();Qv();RR=e=>Object.assign({type:Ks},e);jd=class{constructor(){this._childSizeCache=new ma,this._marginSizeCache=new ma,this._metricsCache=new Map}update(t,n){let r=new Set;Object.keys(t).forEach(i=>{let s=Number(i);this._metricsCache.set(s,t[s]),this._childSizeCache.set(s,t[s][Ud(n)]),r.add(s),r.add(s+1)});for(let i of r){let s=this._metricsCache.get(i)?.[e0(n)]||0,o=this._metricsCache.get(i-1)?.[ER(n)]||0;this._marginSizeCache.set(i,PR(s,o))}}get averageChildSize(){return this._childSizeCache.averageSize}get totalChildSize(){return this._childSizeCache.totalSize}get averageMarginSize(){return this._marginSizeCache.averageSize}get totalMarginSize(){return this._marginSizeCache.totalSize}getLeadingMarginValue(t,n){return this._metricsCache.get(t)?.[e0(n)]||0}getChildSize(t){return this._childSizeCache.getSize(t)}getMarginSize(t){return this._marginSizeCache.getSize(t)}clear(){this._childSizeCache.clear(),this._marginSizeCache.clear(),this._metricsCache.clear()}},Ks=class extends Ou{constructor(){super(...arguments),this._itemSize={width:100,height:100},this._physicalItems=new Map,this._newPhysicalItems=new Map,this._metricsCache=new jd,this._anchorIdx=null,this._anchorPos=null,this._stable=!0,this._measureChildren=!0,this._estimate=!0}get measureChildren(){return this._measureChildren}updateItemSizes(t){this._metricsCache.update(t,this.direction),this._scheduleReflow()}_getPhysicalItem(t){return this._newPhysicalItems.get(t)??this._physicalItems.get(t)}_getSize(t){return this._getPhysicalItem(t)&&this._metricsCache.getChildSize(t)}_getAverageSize(){return this._metricsCache.averageChildSize||this._itemSize[this._sizeDim]}_estimatePosition(t){let n=this._metricsCache;if(this._first===-1||this._last===-1)return n.averageMarginSize+t*(n.averageMarginSize+this._getAverageSize());if(t<this._first){let r=this._first-t;return this._getPhysicalItem(this._first).pos-(n.getMarginSize(this._first-1)||n.averageMarginSize)-(r*n.averageChildSize+(r-1)*n.averageMarginSize)}else{let r=t-this._last;return this._getPhysicalItem(this._last).pos+(n.getChildSize(this._last)||n.averageChildSize)+(n.getMarginSize(this._last)||n.averageMarginSize)+r*(n.averageChildSize+n.averageMarginSize)}}_getPosition(t){let n=this._getPhysicalItem(t),{averageMarginSize:r}=this._metricsCache;return t===0?this._metricsCache.getMarginSize(0)??r:n?n.pos:this._estimatePosition(t)}_calculateAnchor(t,n){return t<=0?0:n>this._scrollSize-this._viewDim1?this.items.length-1:Math.max(0,Math.min(this.items.length-1,Math.floor((t+n)/2/this._delta)))}_getAnchor(t,n){if(this._physicalItems.size===0)return this._calculateAnchor(t,n);if(this._first<0)return this._calculateAnchor(t,n);if(this._last<0)return this._calculateAnchor(t,n);let r=this._getPhysicalItem(this._first),i=this._getPhysicalItem(this._last),s=r.pos;if(i.pos+this._metricsCache.getChildSize(this._last)<t)return this._calculateAnchor(t,n);if(s>n)return this._calculateAnchor(t,n);let l=this._firstVisible-1,u=-1/0;for(;u<t;)u=this._getPhysicalItem(++l).pos+this._metricsCache.getChildSize(l);return l}_getActiveItems(){this._viewDim1===0||this.items.length===0?this._clearItems():this._getItems()}_clearItems(){this._first=-1,this._last=-1,this._physicalMin=0,this._physicalMax=0;let t=this._newPhysicalItems;this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t,this._stable=!0}_getItems(){let t=this._newPhysicalItems;this._stable=!0;let n,r;if(this.pin!==null){let{index:u}=this.pin;this._anchorIdx=u,this._anchorPos=this._getPosition(u)}if(n=this._scrollPosition-this._overhang,r=this._scrollPosition+this._viewDim1+this._overhang,r<0||n>this._scrollSize){this._clearItems();return}(this._anchorIdx===null||this._anchorPos===null)&&(this._anchorIdx=this._getAnchor(n,r),this._anchorPos=this._getPosition(this._anchorIdx));let i=this._getSize(this._anchorIdx);i===void 0&&(this._stable=!1,i=this._getAverageSize());let s=this._metricsCache.getMarginSize(this._anchorIdx)??this._metricsCache.averageMarginSize,o=this._metricsCache.getMarginSize(this._anchorIdx+1)??this._metricsCache.averageMarginSize;this._anchorIdx===0&&(this._anchorPos=s),this._anchorIdx===this.items.length-1&&(this._anchorPos=this._scrollSize-o-i);let a=0;for(this._anchorPos+i+o<n&&(a=n-(this._anchorPos+i+o)),this._anchorPos-s>r&&(a=r-(this._anchorPos-s)),a&&(this._scrollPosition-=a,n-=a,r-=a,this._scrollError+=a),t.set(this._anchorIdx,{pos:this._anchorPos,size:i}),this._first=this._last=this._anchorIdx,this._physicalMin=this._anchorPos-s,this._physicalMax=this._anchorPos+i+o;this._physicalMin>n&&this._first>0;){let u=this._getSize(--this._first);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._first);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize),this._physicalMin-=u;let f=this._physicalMin;if(t.set(this._first,{pos:f,size:u}),this._physicalMin-=c,this._stable===!1&&this._estimate===!1)break}for(;this._physicalMax<r&&this._last<this.items.length-1;){let u=this._getSize(++this._last);u===void 0&&(this._stable=!1,u=this._getAverageSize());let c=this._metricsCache.getMarginSize(this._last);c===void 0&&(this._stable=!1,c=this._metricsCache.averageMarginSize);let f=this._physicalMax;if(t.set(this._last,{pos:f,size:u}),this._physicalMax+=u+c,!this._stable&&!this._estimate)break}let l=this._calculateError();l&&(this._physicalMin-=l,this._physicalMax-=l,this._anchorPos-=l,this._scrollPosition-=l,t.forEach(u=>u.pos-=l),this._scrollError+=l),this._stable&&(this._newPhysicalItems=this._physicalItems,this._newPhysicalItems.clear(),this._physicalItems=t)}_calculateError(){return this._first===0?this._physicalMin:this._physicalMin<=0?this._physicalMin-this._first*this._delta:this._last===this.items.length-1?this._physicalMax-this._scrollSize:this._physicalMax>=this._scrollSize?this._physicalMax-this._scrollSize+(this.items.length-1-this._last)*this._delta:0}_reflow(){let{_first:t,_last:n}=this;super._reflow(),(this._first===-1&&this._last==-1||this._first===t&&this._last===n)&&this._resetReflowState()}_resetReflowState(){this._anchorIdx=null,this._anchorPos=null,this._stable=!0}_updateScrollSize(){let{averageMarginSize:t}=this._metricsCache;this._scrollSize=Math.max(1,this.items.length*(t+this._getAverageSize())+t)}get _delta(){let{averageMarginSize:t}=this._metricsCache;return this._getAverageSize()+t}_getItemPosition(t){return{[this._positionDim]:this._getPosition(t),[this._secondaryPositionDim]:0,[AR(this.direction)]:-(this._metricsCache.getLeadingMarginValue(t,this.direction)??this._metricsCache.averageMarginSize)}}_getItemSize(t){return{[this._sizeDim]:this._getSize(t)||this._getAverageSize(),[this._secondarySizeDim]:this._itemSize[this._secondarySizeDim]}}_viewDim2Changed(){this._metricsCache.clear(),this._scheduleReflow()}}});var ru=globalThis,iu=ru.ShadowRoot&&(ru.ShadyCSS===void 0||ru.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype,xd=Symbol(),zy=new WeakMap,ta=class{constructor(t,n,r){if(this._$cssResult$=!0,r!==xd)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=t,this.t=n}get styleSheet(){let t=this.o,n=this.t;if(iu&&t===void 0){let r=n!==void 0&&n.length===1;r&&(t=zy.get(n)),t===void 0&&((this.o=t=new CSSStyleSheet).replaceSync(this.cssText),r&&zy.set(n,t))}return t}toString(){return this.cssText}},Ue=e=>new ta(typeof e=="string"?e:e+"",void 0,xd),V=(e,...t)=>{let n=e.length===1?e[0]:t.reduce((r,i,s)=>r+(o=>{if(o._$cssResult$===!0)return o.cssText;if(typeof o=="number")return o;throw Error("Value passed to 'css' function must be a 'css' function result: "+o+". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.")})(i)+e[s+1],e[0]);return new ta(n,e,xd)},By=(e,t)=>{if(iu)e.adoptedStyleSheets=t.map(n=>n instanceof CSSStyleSheet?n:n.styleSheet);else for(let n of t){let r=document.createElement("style"),i=ru.litNonce;i!==void 0&&r.setAttribute("nonce",i),r.textContent=n.cssText,e.appendChild(r)}},wd=iu?e=>e:e=>e instanceof CSSStyleSheet?(t=>{let n="";for(let r of t.cssRules)n+=r.cssText;return Ue(n)})(e):e;var{is:mM,defineProperty:gM,getOwnPropertyDescriptor:bM,getOwnPropertyNames:yM,getOwnPropertySymbols:vM,getPrototypeOf:xM}=Object,su=globalThis,Fy=su.trustedTypes,wM=Fy?Fy.emptyScript:"",_M=su.reactiveElementPolyfillSupport,na=(e,t)=>e,ra={toAttribute(e,t){switch(t){case Boolean:e=e?wM:null;break;case Object:case Array:e=e==null?e:JSON.stringify(e)}return e},fromAttribute(e,t){let n=e;switch(t){case Boolean:n=e!==null;break;case Number:n=e===null?null:Number(e);break;case Object:case Array:try{n=JSON.parse(e)}catch{n=null}}return n}},ou=(e,t)=>!mM(e,t),Hy={attribute:!0,type:String,converter:ra,reflect:!1,useDefault:!1,hasChanged:ou};Symbol.metadata??=Symbol("metadata"),su.litPropertyMetadata??=new WeakMap;var ur=class extends HTMLElement{static addInitializer(t){this._$Ei(),(this.l??=[]).push(t)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(t,n=Hy){if(n.state&&(n.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(t)&&((n=Object.create(n)).wrapped=!0),this.elementProperties.set(t,n),!n.noAccessor){let r=Symbol(),i=this.getPropertyDescriptor(t,r,n);i!==void 0&&gM(this.prototype,t,i)}}static getPropertyDescriptor(t,n,r){let{get:i,set:s}=bM(this.prototype,t)??{get(){return this[n]},set(o){this[n]=o}};return{get:i,set(o){let a=i?.call(this);s?.call(this,o),this.requestUpdate(t,a,r)},configurable:!0,enumerable:!0}}static getPropertyOptions(t){return this.elementProperties.get(t)??Hy}static _$Ei(){if(this.hasOwnProperty(na("elementProperties")))return;let t=xM(this);t.finalize(),t.l!==void 0&&(this.l=[...t.l]),this.elementProperties=new Map(t.elementProperties)}static finalize(){if(this.hasOwnProperty(na("finalized")))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(na("properties"))){let n=this.properties,r=[...yM(n),...vM(n)];for(let i of r)this.createProperty(i,n[i])}let t=this[Symbol.metadata];if(t!==null){let n=litPropertyMetadata.get(t);if(n!==void 0)for(let[r,i]of n)this.elementProperties.set(r,i)}this._$Eh=new Map;for(let[n,r]of this.elementProperties){let i=this._$Eu(n,r);i!==void 0&&this._$Eh.set(i,n)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(t){let n=[];if(Array.isArray(t)){let r=new Set(t.flat(1/0).reverse());for(let i of r)n.unshift(wd(i))}else t!==void 0&&n.push(wd(t));return n}static _$Eu(t,n){let r=n.attribute;return r===!1?void 0:typeof r=="string"?r:typeof t=="string"?t.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(t=>this.enableUpdating=t),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(t=>t(this))}addController(t){(this._$EO??=new Set).add(t),this.renderRoot!==void 0&&this.isConnected&&t.hostConnected?.()}removeController(t){this._$EO?.delete(t)}_$E_(){let t=new Map,n=this.constructor.elementProperties;for(let r of n.keys())this.hasOwnProperty(r)&&(t.set(r,this[r]),delete this[r]);t.size>0&&(this._$Ep=t)}createRenderRoot(){let t=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return By(t,this.constructor.elementStyles),t}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(t=>t.hostConnected?.())}enableUpdating(t){}disconnectedCallback(){this._$EO?.forEach(t=>t.hostDisconnected?.())}attributeChangedCallback(t,n,r){this._$AK(t,r)}_$ET(t,n){let r=this.constructor.elementProperties.get(t),i=this.constructor._$Eu(t,r);if(i!==void 0&&r.reflect===!0){let s=(r.converter?.toAttribute!==void 0?r.converter:ra).toAttribute(n,r.type);this._$Em=t,s==null?this.removeAttribute(i):this.setAttribute(i,s),this._$Em=null}}_$AK(t,n){let r=this.constructor,i=r._$Eh.get(t);if(i!==void 0&&this._$Em!==i){let s=r.getPropertyOptions(i),o=typeof s.converter=="function"?{fromAttribute:s.converter}:s.converter?.fromAttribute!==void 0?s.converter:ra;this._$Em=i;let a=o.fromAttribute(n,s.type);this[i]=a??this._$Ej?.get(i)??a,this._$Em=null}}requestUpdate(t,n,r,i=!1,s){if(t!==void 0){let o=this.constructor;if(i===!1&&(s=this[t]),r??=o.getPropertyOptions(t),!((r.hasChanged??ou)(s,n)||r.useDefault&&r.reflect&&s===this._$Ej?.get(t)&&!this.hasAttribute(o._$Eu(t,r))))return;this.C(t,n,r)}this.isUpdatePending===!1&&(this._$ES=this._$EP())}C(t,n,{useDefault:r,reflect:i,wrapped:s},o){r&&!(this._$Ej??=new Map).has(t)&&(this._$Ej.set(t,o??n??this[t]),s!==!0||o!==void 0)||(this._$AL.has(t)||(this.hasUpdated||r||(n=void 0),this._$AL.set(t,n)),i===!0&&this._$Em!==t&&(this._$Eq??=new Set).add(t))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(n){Promise.reject(n)}let t=this.scheduleUpdate();return t!=null&&await t,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[i,s]of this._$Ep)this[i]=s;this._$Ep=void 0}let r=this.constructor.elementProperties;if(r.size>0)for(let[i,s]of r){let{wrapped:o}=s,a=this[i];o!==!0||this._$AL.has(i)||a===void 0||this.C(i,void 0,s,a)}}let t=!1,n=this._$AL;try{t=this.shouldUpdate(n),t?(this.willUpdate(n),this._$EO?.forEach(r=>r.hostUpdate?.()),this.update(n)):this._$EM()}catch(r){throw t=!1,this._$EM(),r}t&&this._$AE(n)}willUpdate(t){}_$AE(t){this._$EO?.forEach(n=>n.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(t)),this.updated(t)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(t){return!0}update(t){this._$Eq&&=this._$Eq.forEach(n=>this._$ET(n,this[n])),this._$EM()}updated(t){}firstUpdated(t){}};ur.elementStyles=[],ur.shadowRootOptions={mode:"open"},ur[na("elementProperties")]=new Map,ur[na("finalized")]=new Map,_M?.({ReactiveElement:ur}),(su.reactiveElementVersions??=[]).push("2.1.2");var $d=globalThis,Vy=e=>e,au=$d.trustedTypes,Ky=au?au.createPolicy("lit-html",{createHTML:e=>e}):void 0,Sd="$lit$",cr=`lit$${Math.random().toFixed(9).slice(2)}$`,kd="?"+cr,$M=`<${kd}>`,_i=document,sa=()=>_i.createComment(""),oa=e=>e===null||typeof e!="object"&&typeof e!="function",Td=Array.isArray,Yy=e=>Td(e)||typeof e?.[Symbol.iterator]=="function",_d=`[ 	
\f\r]`,ia=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,qy=/-->/g,Uy=/>/g,xi=RegExp(`>|${_d}(?:([^\\s"'>=/]+)(${_d}*=${_d}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),jy=/'/g,Gy=/"/g,Xy=/^(?:script|style|textarea|title)$/i,Cd=e=>(t,...n)=>({_$litType$:e,strings:t,values:n}),g=Cd(1),Z9=Cd(2),Q9=Cd(3),mn=Symbol.for("lit-noChange"),_=Symbol.for("lit-nothing"),Wy=new WeakMap,wi=_i.createTreeWalker(_i,129);function Jy(e,t){if(!Td(e)||!e.hasOwnProperty("raw"))throw Error("invalid template strings array");return Ky!==void 0?Ky.createHTML(t):t}var Zy=(e,t)=>{let n=e.length-1,r=[],i,s=t===2?"<svg>":t===3?"<math>":"",o=ia;for(let a=0;a<n;a++){let l=e[a],u,c,f=-1,d=0;for(;d<l.length&&(o.lastIndex=d,c=o.exec(l),c!==null);)d=o.lastIndex,o===ia?c[1]==="!--"?o=qy:c[1]!==void 0?o=Uy:c[2]!==void 0?(Xy.test(c[2])&&(i=RegExp("</"+c[2],"g")),o=xi):c[3]!==void 0&&(o=xi):o===xi?c[0]===">"?(o=i??ia,f=-1):c[1]===void 0?f=-2:(f=o.lastIndex-c[2].length,u=c[1],o=c[3]===void 0?xi:c[3]==='"'?Gy:jy):o===Gy||o===jy?o=xi:o===qy||o===Uy?o=ia:(o=xi,i=void 0);let h=o===xi&&e[a+1].startsWith("/>")?" ":"";s+=o===ia?l+$M:f>=0?(r.push(u),l.slice(0,f)+Sd+l.slice(f)+cr+h):l+cr+(f===-2?a:h)}return[Jy(e,s+(e[n]||"<?>")+(t===2?"</svg>":t===3?"</math>":"")),r]},aa=class e{constructor({strings:t,_$litType$:n},r){let i;this.parts=[];let s=0,o=0,a=t.length-1,l=this.parts,[u,c]=Zy(t,n);if(this.el=e.createElement(u,r),wi.currentNode=this.el.content,n===2||n===3){let f=this.el.content.firstChild;f.replaceWith(...f.childNodes)}for(;(i=wi.nextNode())!==null&&l.length<a;){if(i.nodeType===1){if(i.hasAttributes())for(let f of i.getAttributeNames())if(f.endsWith(Sd)){let d=c[o++],h=i.getAttribute(f).split(cr),p=/([.?@])?(.*)/.exec(d);l.push({type:1,index:s,name:p[2],strings:h,ctor:p[1]==="."?uu:p[1]==="?"?cu:p[1]==="@"?fu:Si}),i.removeAttribute(f)}else f.startsWith(cr)&&(l.push({type:6,index:s}),i.removeAttribute(f));if(Xy.test(i.tagName)){let f=i.textContent.split(cr),d=f.length-1;if(d>0){i.textContent=au?au.emptyScript:"";for(let h=0;h<d;h++)i.append(f[h],sa()),wi.nextNode(),l.push({type:2,index:++s});i.append(f[d],sa())}}}else if(i.nodeType===8)if(i.data===kd)l.push({type:2,index:s});else{let f=-1;for(;(f=i.data.indexOf(cr,f+1))!==-1;)l.push({type:7,index:s}),f+=cr.length-1}s++}}static createElement(t,n){let r=_i.createElement("template");return r.innerHTML=t,r}};function $i(e,t,n=e,r){if(t===mn)return t;let i=r!==void 0?n._$Co?.[r]:n._$Cl,s=oa(t)?void 0:t._$litDirective$;return i?.constructor!==s&&(i?._$AO?.(!1),s===void 0?i=void 0:(i=new s(e),i._$AT(e,n,r)),r!==void 0?(n._$Co??=[])[r]=i:n._$Cl=i),i!==void 0&&(t=$i(e,i._$AS(e,t.values),i,r)),t}var lu=class{constructor(t,n){this._$AV=[],this._$AN=void 0,this._$AD=t,this._$AM=n}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(t){let{el:{content:n},parts:r}=this._$AD,i=(t?.creationScope??_i).importNode(n,!0);wi.currentNode=i;let s=wi.nextNode(),o=0,a=0,l=r[0];for(;l!==void 0;){if(o===l.index){let u;l.type===2?u=new $s(s,s.nextSibling,this,t):l.type===1?u=new l.ctor(s,l.name,l.strings,this,t):l.type===6&&(u=new du(s,this,t)),this._$AV.push(u),l=r[++a]}o!==l?.index&&(s=wi.nextNode(),o++)}return wi.currentNode=_i,i}p(t){let n=0;for(let r of this._$AV)r!==void 0&&(r.strings!==void 0?(r._$AI(t,r,n),n+=r.strings.length-2):r._$AI(t[n])),n++}},$s=class e{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(t,n,r,i){this.type=2,this._$AH=_,this._$AN=void 0,this._$AA=t,this._$AB=n,this._$AM=r,this.options=i,this._$Cv=i?.isConnected??!0}get parentNode(){let t=this._$AA.parentNode,n=this._$AM;return n!==void 0&&t?.nodeType===11&&(t=n.parentNode),t}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(t,n=this){t=$i(this,t,n),oa(t)?t===_||t==null||t===""?(this._$AH!==_&&this._$AR(),this._$AH=_):t!==this._$AH&&t!==mn&&this._(t):t._$litType$!==void 0?this.$(t):t.nodeType!==void 0?this.T(t):Yy(t)?this.k(t):this._(t)}O(t){return this._$AA.parentNode.insertBefore(t,this._$AB)}T(t){this._$AH!==t&&(this._$AR(),this._$AH=this.O(t))}_(t){this._$AH!==_&&oa(this._$AH)?this._$AA.nextSibling.data=t:this.T(_i.createTextNode(t)),this._$AH=t}$(t){let{values:n,_$litType$:r}=t,i=typeof r=="number"?this._$AC(t):(r.el===void 0&&(r.el=aa.createElement(Jy(r.h,r.h[0]),this.options)),r);if(this._$AH?._$AD===i)this._$AH.p(n);else{let s=new lu(i,this),o=s.u(this.options);s.p(n),this.T(o),this._$AH=s}}_$AC(t){let n=Wy.get(t.strings);return n===void 0&&Wy.set(t.strings,n=new aa(t)),n}k(t){Td(this._$AH)||(this._$AH=[],this._$AR());let n=this._$AH,r,i=0;for(let s of t)i===n.length?n.push(r=new e(this.O(sa()),this.O(sa()),this,this.options)):r=n[i],r._$AI(s),i++;i<n.length&&(this._$AR(r&&r._$AB.nextSibling,i),n.length=i)}_$AR(t=this._$AA.nextSibling,n){for(this._$AP?.(!1,!0,n);t!==this._$AB;){let r=Vy(t).nextSibling;Vy(t).remove(),t=r}}setConnected(t){this._$AM===void 0&&(this._$Cv=t,this._$AP?.(t))}},Si=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(t,n,r,i,s){this.type=1,this._$AH=_,this._$AN=void 0,this.element=t,this.name=n,this._$AM=i,this.options=s,r.length>2||r[0]!==""||r[1]!==""?(this._$AH=Array(r.length-1).fill(new String),this.strings=r):this._$AH=_}_$AI(t,n=this,r,i){let s=this.strings,o=!1;if(s===void 0)t=$i(this,t,n,0),o=!oa(t)||t!==this._$AH&&t!==mn,o&&(this._$AH=t);else{let a=t,l,u;for(t=s[0],l=0;l<s.length-1;l++)u=$i(this,a[r+l],n,l),u===mn&&(u=this._$AH[l]),o||=!oa(u)||u!==this._$AH[l],u===_?t=_:t!==_&&(t+=(u??"")+s[l+1]),this._$AH[l]=u}o&&!i&&this.j(t)}j(t){t===_?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,t??"")}},uu=class extends Si{constructor(){super(...arguments),this.type=3}j(t){this.element[this.name]=t===_?void 0:t}},cu=class extends Si{constructor(){super(...arguments),this.type=4}j(t){this.element.toggleAttribute(this.name,!!t&&t!==_)}},fu=class extends Si{constructor(t,n,r,i,s){super(t,n,r,i,s),this.type=5}_$AI(t,n=this){if((t=$i(this,t,n,0)??_)===mn)return;let r=this._$AH,i=t===_&&r!==_||t.capture!==r.capture||t.once!==r.once||t.passive!==r.passive,s=t!==_&&(r===_||i);i&&this.element.removeEventListener(this.name,this,r),s&&this.element.addEventListener(this.name,this,t),this._$AH=t}handleEvent(t){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,t):this._$AH.handleEvent(t)}},du=class{constructor(t,n,r){this.element=t,this.type=6,this._$AN=void 0,this._$AM=n,this.options=r}get _$AU(){return this._$AM._$AU}_$AI(t){$i(this,t)}},Qy={M:Sd,P:cr,A:kd,C:1,L:Zy,R:lu,D:Yy,V:$i,I:$s,H:Si,N:cu,U:fu,B:uu,F:du},SM=$d.litHtmlPolyfillSupport;SM?.(aa,$s),($d.litHtmlVersions??=[]).push("3.3.3");var ev=(e,t,n)=>{let r=n?.renderBefore??t,i=r._$litPart$;if(i===void 0){let s=n?.renderBefore??null;r._$litPart$=i=new $s(t.insertBefore(sa(),s),s,void 0,n??{})}return i._$AI(e),i};var Md=globalThis,G=class extends ur{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let t=super.createRenderRoot();return this.renderOptions.renderBefore??=t.firstChild,t}update(t){let n=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(t),this._$Do=ev(n,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return mn}};G._$litElement$=!0,G.finalized=!0,Md.litElementHydrateSupport?.({LitElement:G});var kM=Md.litElementPolyfillSupport;kM?.({LitElement:G});(Md.litElementVersions??=[]).push("4.2.2");var tv=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],hu=["value_a","value_b","gap"],nv=["label","count","count_a","count_b","value_a","value_b","gap","lower","upper","p_value","bound","significant","insufficient"],Tt=["negligible","small","medium","large"],la=[.1,.3,.5],rv=["class","n","cramers_v","band","accuracy","worst_group","worst_group_accuracy","gap","lower","upper","p_value","significant"],Ss=["worsened","improved","unchanged","undetermined"],iv=["key","value_a","value_b","bias_a","lower_a","upper_a","bias_b","lower_b","upper_b","change","lower","upper","p_value","verdict","rank_a","rank_b","movement","presence"];var fr=class extends Error{constructor(n,r,i){super(n);this.status=r;this.url=i;this.name="ApiError"}},TM="fairness:associations-response",CM="fairness:skew-response";function gn(e){let t=new URLSearchParams;for(let[n,r]of Object.entries(e))r!==null&&t.set(n,String(r));return t.toString()}function ks(e,t=""){return t?`${e}/${t}`:e}function MM(e,t){return ks(e)+"?"+gn({run:t.run,tag:t.tag,step:t.step,metric:t.metric,a:t.a,b:t.b,level:t.level??null,fdr:t.fdr??null,min_count:t.min_count??null,rank_by:t.rank_by??null})}function RM(e,t){return ks(e)+"?"+gn({run:t.run,tag:t.tag,step:t.step,mev:t.mev,level:t.level??null,fdr:t.fdr??null})}function EM(e,t){return ks(e,"class")+"?"+gn({run:t.run,tag:t.tag,step:t.step,class_name:t.class,mev:t.mev,k:t.k,limit:t.limit})}function sv(e,t){return ks(e)+"?"+gn({run:t.run,tag:t.tag,step:t.step,metric:t.metric,grouping:t.grouping,min_count:t.min_count,fdr:t.fdr??null})}function AM(e,t){let n=t.a!==null&&t.b!==null;return ks(e,"disparity")+"?"+gn({run:t.run,tag:t.tag,step:t.step,metric:t.metric,a:n?t.a:null,b:n?t.b:null,grouping:n?null:t.grouping,min_count:t.min_count,fdr:t.fdr??null})}function Rd(e,t){return ks(e)+"?"+gn({run:t.run,tag:t.tag,step:t.step,by:t.by??null,fdr:t.fdr??null})}function cv(e){return"diff?"+gn({...e.options,tag:e.tag,run:e.run,step:e.step,vs_run:e.vs_run,vs_step:e.vs_step})}function PM(e){return cv(e)+"&format=csv"}function DM(e){let t=new URLSearchParams(gn({...e.options,tag:e.tag}));for(let n of e.runs)t.append("run",n);return"trend?"+t.toString()}function LM(e){return"row?"+gn({...e.options,tag:e.tag,run:e.run,step:e.step,key:e.key})}function NM(e,t="csv"){return"table?"+gn({run:e.run,tag:e.tag,step:e.step,format:t,table:e.table,...e.options})}function I(e,t){throw new fr(`malformed response from ${e.split("?")[0]}: ${t}`,null,e)}function te(e){return typeof e=="object"&&e!==null&&!Array.isArray(e)}function IM(e,t="view route"){te(e)||I(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&I(t,"`rows` is not a count"),(!te(e.columns)||!te(e.states))&&I(t,"no `columns` or `states`");let r=e.columns,i=e.states;for(let s of nv){let o=r[s];(!Array.isArray(o)||o.length!==n)&&I(t,`column \`${s}\` does not have ${n} rows`)}for(let s of hu){let o=i[s];(!Array.isArray(o)||o.length!==n)&&I(t,`states \`${s}\` does not have ${n} rows`)}return(!Array.isArray(e.identities)||!Array.isArray(e.metrics))&&I(t,"no `identities` or `metrics`"),e}function OM(e,t="view route"){te(e)||I(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&I(t,"`rows` is not a count"),te(e.model)||I(t,"no `model`"),(!te(e.columns)||!te(e.states))&&I(t,"no `columns` or `states`");let r=e.columns;for(let s of rv){let o=r[s];(!Array.isArray(o)||o.length!==n)&&I(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.cramers_v;return(!Array.isArray(i)||i.length!==n)&&I(t,`states \`cramers_v\` does not have ${n} rows`),Array.isArray(e.groups)||I(t,"no `groups`"),te(e.reasons)||I(t,"no `reasons`"),e}function zM(e,t="view route"){te(e)||I(t,"not an object");let{groups:n,labels:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&I(t,"no `groups` or `labels`");for(let i of["group_n","group_accuracy","other","counts"]){let s=e[i];(!Array.isArray(s)||s.length!==n.length)&&I(t,`\`${i}\` does not have one entry per group`)}for(let i of["correct","kept"]){let s=e[i];(!Array.isArray(s)||s.length!==r.length)&&I(t,`\`${i}\` does not have one entry per label`)}for(let i of e.counts)(!Array.isArray(i)||i.length!==r.length)&&I(t,"`counts` rows do not have one entry per label");return Array.isArray(e.mistakes)||I(t,"no `mistakes`"),e}function pu(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&I(e,`\`${s}\` does not have one row per class`);for(let a of o)(!Array.isArray(a)||a.length!==i)&&I(e,`\`${s}\` rows do not have one entry per group`)}}function BM(e,t="view route"){te(e)||I(t,"not an object");let{classes:n,groups:r}=e;return(!Array.isArray(n)||!Array.isArray(r))&&I(t,"no `classes` or `groups`"),pu(t,e,["value","lower","upper","n","state"],n.length,r.length),e.p_value!==void 0&&pu(t,e,["p_value","significant"],n.length,r.length),(!Array.isArray(e.groupings)||!Array.isArray(e.macro))&&I(t,"no `groupings` or `macro`"),te(e.reasons)||I(t,"no `reasons`"),e}function FM(e,t="view route"){te(e)||I(t,"not an object");let{classes:n,groups:r,thresholds:i}=e;return(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&I(t,"no `classes`, `groups` or `thresholds`"),pu(t,e,["mar","mar_lower","mar_upper","n","state","ar","ar_lower","ar_upper"],n.length,r.length),e.p_value!==void 0&&pu(t,e,["p_value","significant"],n.length,r.length),Array.isArray(e.groupings)||I(t,"no `groupings`"),te(e.reasons)||I(t,"no `reasons`"),e}function mu(e,t,n,r,i){for(let s of n){let o=t[s];(!Array.isArray(o)||o.length!==r)&&I(e,`\`${s}\` does not have one entry per ${i}`)}}function HM(e,t="view route"){te(e)||I(t,"not an object");let{groups:n,types:r,thresholds:i}=e;(!Array.isArray(n)||!Array.isArray(r)||!Array.isArray(i))&&I(t,"no `groups`, `types` or `thresholds`"),mu(t,e,["group_counts","hits","hit_rate","lower","upper"],n.length,"group");for(let s of["hit_rate","lower","upper"])for(let o of e[s]){(!Array.isArray(o)||o.length!==r.length)&&I(t,`\`${s}\` rows do not have one entry per type`);for(let a of o)(!Array.isArray(a)||a.length!==i.length)&&I(t,`\`${s}\` does not have one entry per threshold`)}(!Array.isArray(e.labels)||!Array.isArray(e.harmful_types))&&I(t,"no `labels` or `harmful_types`");for(let s of e.labels)(!te(s)||typeof s.label!="string"||!Array.isArray(s.rate)||!Array.isArray(s.gap))&&I(t,"a malformed `labels` entry"),(s.rate.length!==n.length||s.gap.length!==n.length)&&I(t,"`labels` rates do not have one entry per group");return e}function VM(e,t="view route"){te(e)||I(t,"not an object");let{groups:n}=e;return Array.isArray(n)||I(t,"no `groups`"),mu(t,e,["households","images","score","lower","upper","image_rate"],n.length,"group"),e.p_value!==void 0&&mu(t,e,["p_value","significant"],n.length,"group"),Array.isArray(e.groupings)||I(t,"no `groupings`"),e}function KM(e,t="view route"){te(e)||I(t,"not an object");let{groups:n,ks:r}=e;(!Array.isArray(n)||!Array.isArray(r))&&I(t,"no `groups` or `ks`");let i=e.p_value!==void 0;mu(t,e,["queries","precision","lower","upper",...i?["p_value","significant"]:[]],n.length,"group");for(let s of["precision","lower","upper",...i?["p_value","significant"]:[]])for(let o of e[s])(!Array.isArray(o)||o.length!==r.length)&&I(t,`\`${s}\` rows do not have one entry per K`);return e}var qM=["class","n_a","n_b","value_a","value_b","gap","lower","upper","p_value","significant"];function UM(e,t="view route"){te(e)||I(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&I(t,"`rows` is not a count"),(!te(e.columns)||!te(e.states))&&I(t,"no `columns` or `states`");let r=e.columns;for(let s of qM){let o=r[s];(!Array.isArray(o)||o.length!==n)&&I(t,`column \`${s}\` does not have ${n} rows`)}let i=e.states.gap;return(!Array.isArray(i)||i.length!==n)&&I(t,`states \`gap\` does not have ${n} rows`),e}var ov=new Set(Ss),jM=["improved","worsened","unchanged","undetermined","only_in_a","only_in_b"];function GM(e){return typeof e=="number"&&Number.isInteger(e)&&e>=0}function av(e,t,n){t!==null&&(!te(t)||typeof t.key!="string"||typeof t.change!="number")&&I(e,`\`summary.${n}\` is malformed`)}function WM(e,t="diff"){te(e)||I(t,"not an object");let n=e.rows;(typeof n!="number"||!Number.isInteger(n)||n<0)&&I(t,"`rows` is not a count"),te(e.columns)||I(t,"no `columns`");let r=e.columns;"delta"in r&&!("change"in r)&&I(t,"the old comparison (a signed `delta`, no bias or verdicts): the server is older than this page, restart TensorBoard");for(let s of iv){let o=r[s];(!Array.isArray(o)||o.length!==n)&&I(t,`column \`${s}\` does not have ${n} rows`)}for(let s of r.verdict)ov.has(s)||I(t,`unknown verdict ${JSON.stringify(s)}`);(!te(e.a)||!te(e.b))&&I(t,"no `a` or `b`"),(typeof e.value!="string"||typeof e.bias!="string"||typeof e.key!="string")&&I(t,"no `value`, `bias` or `key`"),(typeof e.level!="number"||typeof e.fdr!="number")&&I(t,"no `level` or `fdr`");let i=e.summary;te(i)||I(t,"no `summary`");for(let s of jM)GM(i[s])||I(t,`\`summary.${s}\` is not a count`);av(t,i.largest_regression,"largest_regression"),av(t,i.largest_improvement,"largest_improvement"),Array.isArray(e.headlines)||I(t,"no `headlines`");for(let s of e.headlines)(!te(s)||typeof s.name!="string"||typeof s.title!="string"||typeof s.format!="string")&&I(t,"a malformed headline"),s.verdict!==null&&!ov.has(s.verdict)&&I(t,`headline \`${s.name}\`: unknown verdict ${JSON.stringify(s.verdict)}`);return e}function YM(e){return e===null||typeof e=="number"}function lv(e,t,n){(!te(t)||typeof t.step!="number"||typeof t.present!="boolean")&&I(e,`a malformed \`${n}\` entry`);for(let r of["value","bias","lower","upper"])YM(t[r])||I(e,`\`${n}\`: \`${r}\` is not a number or null`)}function XM(e,t="row"){te(e)||I(t,"not an object"),(typeof e.key!="string"||typeof e.run!="string"||typeof e.step!="number")&&I(t,"no `key`, `run` or `step`"),(typeof e.value!="string"||typeof e.bias!="string"||typeof e.level!="number")&&I(t,"no `value`, `bias` or `level`");let n=e.detail;(!te(n)||!Array.isArray(n.columns)||!Array.isArray(n.rows))&&I(t,"no `detail` table"),n.columns.every(r=>typeof r=="string")||I(t,"`detail.columns` are not names"),n.rows.every(r=>te(r))||I(t,"a `detail.rows` entry is not an object"),n.head!==void 0&&!te(n.head)&&I(t,"`detail.head` is not an object"),(!Array.isArray(e.runs)||!Array.isArray(e.steps))&&I(t,"no `runs` or `steps`");for(let r of e.runs)lv(t,r,"runs"),typeof r.run!="string"&&I(t,"a `runs` entry without a run");for(let r of e.steps)lv(t,r,"steps");return e}function JM(e,t="trend"){te(e)||I(t,"not an object"),(!Array.isArray(e.names)||!Array.isArray(e.series))&&I(t,"no `names` or `series`");for(let n of e.series){(!te(n)||typeof n.run!="string"||!Array.isArray(n.points))&&I(t,"a malformed `series` entry");for(let r of n.points)(!te(r)||typeof r.step!="number"||!te(r.values))&&I(t,"a malformed point")}return e}function ZM(e,t){return(!te(e)||!te(e.runs))&&I(t,"no `runs`"),e}function QM(e,t){return(!te(e)||!Array.isArray(e.steps))&&I(t,"no `steps`"),e}function Ed(e,t=()=>!0){return Array.isArray(e)&&e.every(n=>te(n)&&typeof n.name=="string"&&t(n))}function eR(e,t="kinds"){(!te(e)||!Array.isArray(e.kinds))&&I(t,"no `kinds`");for(let n of e.kinds)(!te(n)||typeof n.name!="string")&&I(t,"a kind without a name"),Ed(n.options)||I(t,`kind \`${n.name}\`: malformed \`options\``),Ed(n.tables,r=>typeof r.title=="string"&&Array.isArray(r.columns))||I(t,`kind \`${n.name}\`: malformed \`tables\``),Ed(n.headlines,r=>typeof r.title=="string")||I(t,`kind \`${n.name}\`: malformed \`headlines\``),(!Array.isArray(n.views)||!n.views.every(r=>typeof r=="string"))&&I(t,`kind \`${n.name}\`: malformed \`views\``);return e}function uv(e,t="table"){let n=e.split(/\r?\n/,1)[0];return(n===""||/^\s*[[{<]/.test(n))&&I(t,"not a CSV table"),e}var Gt=class{constructor(t){this.fetchFn=t??((n,r)=>globalThis.fetch(n,r))}async get(t,n){let r;try{r=await this.fetchFn(t,{signal:n})}catch(i){throw n?.aborted?i:new fr(`cannot reach TensorBoard (${i instanceof Error?i.message:String(i)})`,null,t)}if(!r.ok){let i="";try{i=(await r.text()).trim()}catch{}throw new fr(i||`${r.status} ${r.statusText}`.trim(),r.status,t)}return r}async getJson(t,n,r){let i=await this.get(t,n);r&&typeof performance<"u"&&performance.mark&&performance.mark(r);try{return await i.json()}catch(s){throw n?.aborted?s:new fr(`malformed response from ${t.split("?")[0]}: not JSON`,i.status,t)}}async getText(t,n){let r=await this.get(t,n);try{return await r.text()}catch(i){throw n?.aborted?i:new fr(`malformed response from ${t.split("?")[0]}: unreadable`,r.status,t)}}async tags(t){let n="tags";return ZM(await this.getJson(n,t),n)}async kinds(t){let n="kinds";return eR(await this.getJson(n,t),n)}async steps(t,n,r){let i="steps?"+gn({run:t,tag:n});return QM(await this.getJson(i,r),i)}async associations(t,n,r){let i=MM(t,n);return IM(await this.getJson(i,r,TM),i)}async skew(t,n,r){let i=RM(t,n);return OM(await this.getJson(i,r,CM),i)}async skewClass(t,n,r){let i=EM(t,n);return zM(await this.getJson(i,r),i)}async groups(t,n,r){let i=sv(t,n);return BM(await this.getJson(i,r),i)}async detection(t,n,r){let i=sv(t,n);return FM(await this.getJson(i,r),i)}async disparity(t,n,r){let i=AM(t,n);return UM(await this.getJson(i,r),i)}async harmful(t,n,r){let i=Rd(t,n);return HM(await this.getJson(i,r),i)}async geodiversity(t,n,r){let i=Rd(t,n);return VM(await this.getJson(i,r),i)}async retrieval(t,n,r){let i=Rd(t,n);return KM(await this.getJson(i,r),i)}async diff(t,n){let r=cv(t);return WM(await this.getJson(r,n),r)}async diffCsv(t,n){let r=PM(t);return uv(await this.getText(r,n),r)}async trend(t,n){let r=DM(t);return JM(await this.getJson(r,n),r)}async row(t,n){let r=LM(t);return XM(await this.getJson(r,n),r)}async tableCsv(t,n){let r=NM(t,"csv");return uv(await this.getText(r,n),r)}},_e=Symbol("stale"),Se=class{constructor(){this.generation=0;this.controller=null}async run(t){this.controller?.abort();let n=new AbortController;this.controller=n;let r=++this.generation;try{let i=await t(n.signal);return r===this.generation?i:_e}catch(i){if(r!==this.generation||n.signal.aborted)return _e;throw i}finally{this.controller===n&&(this.controller=null)}}cancel(){this.generation++,this.controller?.abort(),this.controller=null}};function fv(e,t){return e===null||t===null?null:e.kinds.find(n=>n.name===t)??null}function dv(e){return e?e.options.map(t=>t.name):[]}function bt(e,t){return e?.options.find(n=>n.name===t)??null}function tR(e,t){return e?(t===null?e.tables[0]:e.tables.find(n=>n.name===t))??null:null}function hv(e,t){return e===null||bt(e,"table")!==null?t:null}function Pn(e,t,n){let r=tR(e,t),i=r?`${r.name}: ${r.title}`:t??"default",s=n===null?"All rows":`All ${n} row${n===1?"":"s"}`,o=r?`; columns ${r.columns.join(",")}`:"";return`${s} as CSV (the export's table ${i}${o})`}function Ts(e,t){let n=bt(e,t)?.default;return typeof n=="number"&&Number.isFinite(n)||typeof n=="string"?n:null}function je(e,t){let n=Ts(e,t);return typeof n=="number"?n:null}function Hr(e,t){let n=Ts(e,t);return typeof n=="string"?n:null}function Vr(e,t){let n=bt(e,t);return n?.type==="choice"?[...n.choices??[]]:[]}function Re(e,t,n){let r=bt(e,t);if(r===null||n===null||n===void 0)return!1;switch(r.type){case"str":return typeof n=="string";case"choice":return typeof n=="string"&&(r.choices??[]).includes(n);case"float":if(typeof n!="number"||!Number.isFinite(n))return!1;break;case"int":if(typeof n!="number"||!Number.isSafeInteger(n))return!1;break;default:return!1}return!(r.minimum!==null&&!(r.minimum_open?n>r.minimum:n>=r.minimum)||r.maximum!==null&&!(r.maximum_open?n<r.maximum:n<=r.maximum))}function bn(e,t,n){return Re(e,t,n)?n:je(e,t)}function Cs(e,t,n){return n!==void 0&&Re(e,t,n)?n:Hr(e,t)}function gu(e){if(e===0)return"0";let t=Math.floor(Math.log10(Math.abs(e)));if(t<-4||t>=6){let[n,r]=e.toExponential(5).split("e");return`${n.includes(".")?n.replace(/\.?0+$/,""):n}e${r[0]}${r.slice(1).padStart(2,"0")}`}return String(Number(e.toPrecision(6)))}function ki(e,t){let n=bt(e,t);if(n===null)return"";if(n.type==="choice")return`one of ${(n.choices??[]).join(", ")}`;if(n.type!=="float"&&n.type!=="int")return"a string";if(n.minimum===null&&n.maximum===null)return"a number";let r=n.type==="int"?"a whole number":"a number";return n.minimum!==null&&n.maximum!==null?`${r} in ${n.minimum_open?"(":"["}${gu(n.minimum)}, ${gu(n.maximum)}${n.maximum_open?")":"]"}`:n.minimum!==null?`${r} ${n.minimum_open?">":">="} ${gu(n.minimum)}`:`${r} ${n.maximum_open?"<":"<="} ${gu(n.maximum)}`}function Be(e,t,n){return bt(e,t)?.title||n||t.replace(/_/g," ")}function Pe(e,t,n=""){let r=bt(e,t);if(r===null)return n;let i=r.type==="str"?"":` Takes ${ki(e,t)}.`,s=r.help.replace(/\.$/,"");return`${r.name} (--${r.name.replace(/_/g,"-")}): ${s}.${i}${n?` ${n}`:""}`}var Ve="fairness_";function Ot(e){let t=new Map;for(let[n,r]of e)n.startsWith(Ve)&&t.set(n.slice(Ve.length),r);return t}function Te(e){if(e===void 0||e.trim()==="")return null;let t=Number(e);return Number.isFinite(t)?t:null}function bu(e){let t=Te(e);return t!==null&&Number.isSafeInteger(t)&&t>=0?t:null}function Ee(e,t,n){n!==null&&n!==""&&e.push([Ve+t,String(n)])}function yt(e,t,n,r,i=t){n!==Ts(r,i)&&Ee(e,t,n)}function Ms(e){if(e==="")return{regex:null,error:null};try{return{regex:new RegExp(e,"i"),error:null}}catch(t){return{regex:null,error:t instanceof Error?t.message:String(t)}}}function pv(e,t,n){if(n===null)return t;let r=new Int32Array(t.length),i=0;for(let s=0;s<t.length;s++){let o=t[s];n.lastIndex=0,n.test(e[o])&&(r[i++]=o)}return r.slice(0,i)}var Ti={run:"run",tag:"tag",step:"step"},nR=new Set(Object.values(Ti).map(e=>Ve+e));function mv(e){let t=[];return Ee(t,Ti.run,e.run),Ee(t,Ti.tag,e.tag),Ee(t,Ti.step,e.step),t}function gv(e){let t=Ot(e),n=r=>{let i=t.get(r);return i===void 0||i===""?null:i};return{run:n(Ti.run),tag:n(Ti.tag),step:bu(t.get(Ti.step))}}function bv(e){let t=[];for(let[n,r]of e)n.startsWith(Ve)&&!nR.has(n)&&t.push([n,r]);return t}function Ad(e,t){let n=[];for(let r of Object.keys(e).sort()){let i=Object.keys(e[r]).filter(s=>t.includes(e[r][s].kind)).sort();i.length&&n.push({run:r,tags:i})}return n}function Pd(e,t){let n=new Set;for(let r of Object.values(e))for(let i of Object.values(r))t.includes(i.kind)||n.add(i.kind);return[...n].sort()}function yu(e,t){if(t.length===0)return null;let n=e.run===null&&e.tag!==null?t.find(s=>s.tags.includes(e.tag)):void 0;if(n)return{ref:{...e,run:n.run},moved:!1};let r=t.find(s=>s.run===e.run)??t[0],i=e.tag!==null&&r.tags.includes(e.tag)?e.tag:r.tags[0];return r.run===e.run&&i===e.tag?{ref:e,moved:!1}:e.run===null&&e.tag===null?{ref:{...e,run:r.run,tag:i},moved:!1}:{ref:{run:r.run,tag:i,step:null},moved:!0}}function yv(e,t){return t.run===null||t.tag===null?null:e[t.run]?.[t.tag]?.kind??null}function vu(e,t){return t===null?null:e.find(n=>n.kind===t)??null}function vv(e){try{return decodeURIComponent(e)}catch{return e}}function xv(e){let t=e.startsWith("#")?e.slice(1):e;return t===""?[]:t.split("&").map(n=>{let r=n.indexOf("=");return r<0?{raw:n,key:null,value:null}:{raw:n,key:vv(n.slice(0,r)),value:vv(n.slice(r+1))}})}function rR(e){let t=[];for(let n of xv(e))n.key!==null&&n.value!==null&&t.push([n.key,n.value]);return t}function iR(e,t,n){let r=xv(e).filter(o=>o.key===null||!o.key.startsWith(t)).map(o=>o.raw),i=n.map(([o,a])=>`${encodeURIComponent(o)}=${encodeURIComponent(a)}`),s=[...r,...i];return s.length?"#"+s.join("&"):""}function wv(){try{let e=window.parent;if(e!==window)return e.location.hash,e}catch{}return window}function _v(){return rR(wv().location.hash)}function $v(e,t){let n=wv(),r=n.location.hash,i=iR(r,e,t);if(i===r||i===""&&r==="#")return;let s=new URL(n.location.href);s.hash=i,n.history.replaceState(n.history.state,"",s.href)}function sR(e){return/^[=+\-@\t\r]/.test(e)?"'"+e:e}function Dd(e){let t=sR(e);return/[",\r\n]/.test(t)?'"'+t.replace(/"/g,'""')+'"':t}function xu(e){return typeof e=="number"&&Number.isFinite(e)?String(e):""}function zt(e){return(e.filter(n=>n!==null&&n!=="").map(n=>String(n).replace(/[^A-Za-z0-9._-]+/g,"_")).join("__")||"fairness")+".csv"}var oR=new Intl.NumberFormat("en-US",{maximumFractionDigits:0});function N(e){return typeof e=="number"&&Number.isFinite(e)?oR.format(e):""}function ye(e){if(e===0)return"0";let t=Math.abs(e),n;if(t>=1e-4&&t<1e6)n=String(Number(e.toPrecision(4)));else{let[r,i]=e.toExponential(3).split("e");n=`${String(Number(r))}e${Number(i)}`}return n.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}var aR={"+inf":"+\u221E","-inf":"\u2212\u221E",undefined:"undefined"},lR={"+inf":"Positive infinity: the metric diverges for this label (for example ln of a ratio with a zero denominator). Sorted above every finite value.","-inf":"Negative infinity: the metric diverges for this label (for example ln 0 when the identity and the label never co-occur). Sorted below every finite value.",undefined:"Undefined: the metric has no value for this label (for example 0/0, or nPMI when p = 1). Sorted last in both directions and left out of the gap histogram."};function wu(e,t){if(typeof e=="number"&&Number.isFinite(e))return{text:ye(e),state:null,title:String(e)};let n=t==="+inf"||t==="-inf"?t:"undefined";return{text:aR[n],state:n,title:lR[n]}}function Kr(e){if(!Number.isFinite(e))return"";let t=new Date(e*1e3),n=r=>String(r).padStart(2,"0");return`${t.getFullYear()}-${n(t.getMonth()+1)}-${n(t.getDate())} ${n(t.getHours())}:${n(t.getMinutes())}`}function Ge(e){return typeof e=="number"&&Number.isFinite(e)?`${(e*100).toFixed(1)}%`:""}function _u(e){return typeof e!="number"||!Number.isFinite(e)?"":`${(e*100).toFixed(1).replace(/^-/,"\u2212")} pp`}function dr(e,t=3){return typeof e!="number"||!Number.isFinite(e)?"":e.toFixed(t).replace(/^-/,"\u2212")}function vt(e){if(typeof e!="number"||!Number.isFinite(e))return"";if(e<1e-6)return"<1e\u22126";if(e<.001){let[t,n]=e.toExponential(1).split("e");return uR(`${Number(t)}e${Number(n)}`)}return String(Number(e.toPrecision(2)))}function uR(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function Ke(e,t,n){return`${e}${t===e?"":` (${t})`}: ${n}`}function Bt(e,t,n=`${t}s`){return e===1?t:n}function $u(e,t,n=`${t}s`){return`${N(e)} ${Bt(e,t,n)}`}var Ld=["auto","all","compact"],Nd=100,Tu=[.9,.95,.99],Ev=Object.freeze({a:null,b:null,sort:"gap",dir:"desc",search:"",gap:[null,null],count:[null,null],topK:Nd,minCount:null,significantOnly:!1,columns:"auto"});function Cu(e){let t=Av(Hr(e,"rank_by")??void 0,e);return{...Ev,gap:[null,null],count:[null,null],metric:Hr(e,"metric"),rankBy:t,sort:ua(t),level:je(e,"level"),fdr:je(e,"fdr")}}function Id(e){return e==="label"||e==="p_value"?"asc":"desc"}function ua(e){return e==="bound"?"bound":"gap"}var fe={metric:"metric",a:"a",b:"b",sort:"sort",dir:"dir",search:"q",gapMin:"gap_min",gapMax:"gap_max",countMin:"count_min",countMax:"count_max",topK:"k",rankBy:"rank_by",level:"level",fdr:"fdr",minCount:"min_count",significantOnly:"significant",columns:"cols"};function Od(e,t){let n=[],r=(i,s)=>Ee(n,i,s);return yt(n,fe.metric,e.metric,t),r(fe.a,e.a),r(fe.b,e.b),yt(n,fe.rankBy,e.rankBy,t),yt(n,fe.level,e.level,t),yt(n,fe.fdr,e.fdr,t),e.minCount!==null&&r(fe.minCount,e.minCount),e.significantOnly&&r(fe.significantOnly,1),(e.sort!==ua(e.rankBy)||e.dir!=="desc")&&(r(fe.sort,e.sort),r(fe.dir,e.dir)),r(fe.search,e.search),r(fe.gapMin,e.gap[0]),r(fe.gapMax,e.gap[1]),r(fe.countMin,e.count[0]),r(fe.countMax,e.count[1]),e.topK!==Nd&&r(fe.topK,e.topK),e.columns!==Ev.columns&&r(fe.columns,e.columns),n}var cR="gap";function Av(e,t){let n=e===cR?"signed":e;return Re(t,"rank_by",n)?n:null}function fR(e){let t=Te(e);return t!==null&&Number.isSafeInteger(t)&&t>=1?t:Nd}function Pv(e,t){let n=Ot(e),r=l=>{let u=n.get(l);return u===void 0||u===""?null:u},i=Cu(t);i.metric=Cs(t,"metric",r(fe.metric)),i.a=r(fe.a),i.b=r(fe.b),i.rankBy=Av(n.get(fe.rankBy),t)??i.rankBy,i.sort=ua(i.rankBy),i.level=bn(t,"level",Te(n.get(fe.level))),i.fdr=bn(t,"fdr",Te(n.get(fe.fdr)));let s=Te(n.get(fe.minCount));Re(t,"min_count",s)&&(i.minCount=s),i.significantOnly=n.get(fe.significantOnly)==="1";let o=n.get(fe.sort);if(o!==void 0&&tv.includes(o)){i.sort=o;let l=n.get(fe.dir);i.dir=l==="asc"||l==="desc"?l:Id(i.sort)}i.search=n.get(fe.search)??"",i.gap=[Te(n.get(fe.gapMin)),Te(n.get(fe.gapMax))],i.count=[Te(n.get(fe.countMin)),Te(n.get(fe.countMax))],i.topK=fR(n.get(fe.topK));let a=n.get(fe.columns);return Ld.includes(a)&&(i.columns=a),i}function dR(e){return hu.includes(e)}function Rs(e,t,n){let r=e.columns[t][n];if(typeof r=="number"&&Number.isFinite(r))return r;let i=dR(t)?e.states[t]?.[n]:null;return i==="+inf"?1/0:i==="-inf"?-1/0:NaN}function hR(e,t){let n=new Float64Array(e.rows);for(let r=0;r<e.rows;r++)n[r]=Rs(e,t,r);return n}function Dv(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="label"){let o=e.columns.label;return r.sort((a,l)=>{let u=o[a],c=o[l];return u<c?-i:u>c?i:a-l}),r}let s=hR(e,t);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function Sv(e,[t,n]){return t===null&&n===null?!0:Number.isNaN(e)?!1:(t===null||e>=t)&&(n===null||e<=n)}function kv([e,t]){return e!==null||t!==null}function Es(e,t,n,r){let{a:i,b:s,metric:o}=t,a=t.metricTitle?`${t.metricTitle}, `:"the metric ",l=(u,c,f)=>({name:u,sub:c,title:Ke(u,e,f)});switch(e){case"label":return l("label","","the predicted label y");case"count":return l("count","c(y)","c(y), the examples where the label is predicted");case"count_a":return l("with A",i,`c(a, y), the examples with identity A (${i}) and the label`);case"count_b":return l("with B",s,`c(b, y), the examples with ${s==="rest"?"the other identities (B: rest)":`identity B (${s})`} and the label`);case"value_a":return l(`${o} A`,`${o}(${i})`,`${o}(${i}, y): ${a}for identity A and the label`);case"value_b":return l(`${o} B`,`${o}(${s})`,`${o}(${s}, y): ${a}for identity B and the label`);case"gap":return l("gap","A \u2212 B",`${o}(${i}, y) \u2212 ${o}(${s}, y)`);case"bound":return l("interval",`${Ft(n)} \xB7 by bound`,`the gap's ${Ft(n)} interval [lower, upper]; the dashed line is 0. Sorts by the conservative bound: the end of the interval nearest zero (0 when it holds 0), so large and certain gaps come first; undefined and insufficient rows last`);case"p_value":return l("p","gap = 0",'the two-sided p-value for "the gap is 0"; undefined and insufficient rows last');case"significant":return l("\u2605","",`significant after Benjamini-Hochberg at FDR ${Ft(r)}`)}}function Tv(e){return!/[\\^$.|?*+()[\]{}]/.test(e)}function pR(e,t){return e!==""&&Tv(e)&&Tv(t)&&t.includes(e)}var mR=32,Su=class{constructor(t,n){this.kept=new Map;this.all=null;this.order=n;let r=t.columns.label;this.labels=new Array(n.length);for(let i=0;i<n.length;i++)this.labels[i]=r[n[i]]}positions(t,n){let r=this.kept.get(t);if(r)return this.kept.delete(t),this.kept.set(t,r),r;let i=null;for(let[u,c]of this.kept)(i===null||c.length<i.length)&&pR(u,t)&&(i=c);let s=this.labels,o,a=0;if(n.lastIndex=0,i===null){o=new Int32Array(s.length);for(let u=0;u<s.length;u++)n.test(s[u])&&(o[a++]=u)}else{o=new Int32Array(i.length);for(let u=0;u<i.length;u++){let c=i[u];n.test(s[c])&&(o[a++]=c)}}let l=o.slice(0,a);return this.kept.size>=mR&&this.kept.delete(this.kept.keys().next().value),this.kept.set(t,l),l}rows(t,n,r,i){let{gap:s,count:o}=i,a=i.significantOnly===!0,l=kv(s)||kv(o)||a,u=this.order;if(n===null&&!l){if(this.all===null){this.all=new Array(u.length);for(let h=0;h<u.length;h++)this.all[h]=u[h]}return this.all}if(n===null){let h=new Array(u.length),p=0;for(let m=0;m<u.length;m++)this.keep(r,u[m],s,o,a)&&(h[p++]=u[m]);return h.length=p,h}let c=this.positions(t,n),f=new Array(c.length);if(!l){for(let h=0;h<c.length;h++)f[h]=u[c[h]];return f}let d=0;for(let h=0;h<c.length;h++){let p=u[c[h]];this.keep(r,p,s,o,a)&&(f[d++]=p)}return f.length=d,f}keep(t,n,r,i,s){return Sv(Rs(t,"gap",n),r)&&Sv(Rs(t,"count",n),i)&&(!s||t.columns.significant[n]===!0)}};function Lv(e,t){if(e===t)return!0;if(e.length!==t.length)return!1;for(let n=0;n<e.length;n++)if(e[n]!==t[n])return!1;return!0}function Nv(e,t,n,r){if(n<=0)return null;let i=Math.max(1,Math.floor(r)),s=o=>Math.min(n-1,Math.max(0,o));switch(e){case"ArrowDown":return t===null?0:s(t+1);case"ArrowUp":return t===null?0:s(t-1);case"PageDown":return t===null?0:s(t+i);case"PageUp":return t===null?0:s(t-i);case"Home":return 0;case"End":return n-1;default:return null}}function Iv(e,t,n,r,i){let s=e*t,o=s+t,a=Math.max(t,r-i);return s<n?s:o>n+a?o-a:n}function Ov(e){return Math.min(40,Math.max(5,Math.ceil(Math.sqrt(e))))}function gR(e,t){if(e.length===0)return[];let n=1/0,r=-1/0;for(let o of e)o<n&&(n=o),o>r&&(r=o);if(n===r)return[{x0:n-.5,x1:r+.5,count:e.length}];let i=(r-n)/t,s=[];for(let o=0;o<t;o++)s.push({x0:n+o*i,x1:o===t-1?r:n+(o+1)*i,count:0});for(let o of e){let a=Math.min(t-1,Math.max(0,Math.floor((o-n)/i)));s[a].count++}return s}function zd(e,t,n){let r=[],i={posInf:0,negInf:0,undefined:0};for(let s=0;s<t.length;s++){let o=Rs(e,"gap",t[s]);Number.isFinite(o)?r.push(o):o===1/0?i.posInf++:o===-1/0?i.negInf++:i.undefined++}return{bins:gR(r,n??Ov(r.length)),finite:r.length,nonFinite:i}}function Cv(e){let t=e.length;return t===0?null:t%2?e[(t-1)/2]:(e[t/2-1]+e[t/2])/2}function Mu(e,t,n,r){let i=Math.min(Math.max(0,Math.floor(n)),t.length),s=new Float64Array(t.length),o=1/0,a=-1/0;for(let d=0;d<t.length;d++){let h=Rs(e,"count",t[d]),p=h>0&&Number.isFinite(h)?Math.log10(h):NaN;s[d]=p,p<o&&(o=p),p>a&&(a=p)}let l=[],u=[],c=0;for(let d=0;d<t.length;d++){if(Number.isNaN(s[d])){d<i&&c++;continue}let h=Rs(e,"count",t[d]);u.push(h),d<i&&l.push(h)}let f=[];if(u.length){let d=o===a?1:r??Math.min(30,Ov(u.length)),[h,p]=o===a?[o-.5,a+.5]:[o,a],m=(p-h)/d;for(let y=0;y<d;y++)f.push({x0:10**(h+y*m),x1:10**(y===d-1?p:h+(y+1)*m),top:0,all:0});for(let y=0;y<t.length;y++){let b=s[y];if(Number.isNaN(b))continue;let v=Math.min(d-1,Math.max(0,Math.floor((b-h)/m)));f[v].all++,y<i&&f[v].top++}}return l.sort((d,h)=>d-h),u.sort((d,h)=>d-h),{bins:f,k:i,topShown:l.length,allShown:u.length,zero:c,topMedian:Cv(l),allMedian:Cv(u)}}function Ft(e){return`${Number((e*100).toPrecision(4))}%`}function Mv(e){return e.replace(/^-/,"\u2212").replace(/e-/,"e\u2212")}function ku(e){if(e===0)return"0";let t=Math.abs(e);if(t>=.001&&t<1e5)return Mv(String(Number(e.toPrecision(3))));let[n,r]=e.toExponential(2).split("e");return Mv(`${Number(n)}e${Number(r)}`)}function bR(e,t){return`[${ku(e)}, ${ku(t)}]`}function Bd(e){return`Insufficient: label seen fewer than ${e} times (or an identity is)`}function Ru(e,t,n){let r=e.columns,i=r.lower[t],s=r.upper[t],o=typeof i=="number"&&typeof s=="number"&&Number.isFinite(i)&&Number.isFinite(s),a=e.states.gap[t],l=typeof r.gap[t]=="number"&&Number.isFinite(r.gap[t]),u=v=>typeof v=="number"&&Number.isFinite(v),c=a==="+inf"&&u(i)?`[${ku(i)}, +\u221E)`:a==="-inf"&&u(s)?`(\u2212\u221E, ${ku(s)}]`:null,f=null;o||(c!==null?f="The gap is infinite (a count of zero): its interval is open on that side":a==="+inf"||a==="-inf"?f="Undefined: the gap is infinite, so it has no interval":l?f="Undefined: no variance (the standard error of the gap is zero or undefined)":f="Undefined: the gap itself is undefined");let d=r.insufficient[t]===!0,h=r.p_value[t],p=typeof h=="number"&&Number.isFinite(h),m,y;p?(m=vt(h),y=`p = ${h} (two-sided, for gap = 0)`):d?(m="\u2014",y=Bd(n)):f!==null?(m="undefined",y=f):(m="\u2014",y="No p-value");let b=r.bound[t];return{interval:o?[i,s]:null,intervalText:o?bR(i,s):c??"undefined",intervalReason:f,p:p?h:null,pText:m,pTitle:y,bound:typeof b=="number"&&Number.isFinite(b)?b:null,significant:r.significant[t]===!0,insufficient:d}}function Rv(e,t){let n=Math.min(e.length-1,Math.max(0,Math.round(t*(e.length-1))));return e[n]}function zv(e){let t=u=>{let c=[],f=[],{lower:d,upper:h,insufficient:p}=e.columns;for(let m=0;m<e.rows;m++){if(u&&p[m]===!0)continue;let y=d[m],b=h[m];typeof y=="number"&&typeof b=="number"&&Number.isFinite(y)&&Number.isFinite(b)&&(c.push(y),f.push(b))}return[c,f]},[n,r]=t(!0);if(n.length===0&&([n,r]=t(!1)),n.length===0)return[-1,1];let i=Float64Array.from(n).sort(),s=Float64Array.from(r).sort(),o=n.length>=50?.025:0,a=Math.min(0,Rv(i,o)),l=Math.max(0,Rv(s,1-o));return a===l&&(a-=1,l+=1),[a,l]}function Fd(e){let t=0;for(let r of e.columns.p_value)typeof r=="number"&&Number.isFinite(r)&&t++;let n=r=>`${r} row${r===1?"":"s"}`;return{interval:`Whiskers: the gap's ${Ft(e.level)} interval (delta method / Newcombe, see the docs)`,significance:`\u2605 significant after Benjamini-Hochberg at FDR ${Ft(e.fdr)} (${e.significant} of ${n(t)} with a p-value)`,insufficient:`grey: insufficient (${n(e.insufficient)}: the label or an identity seen fewer than ${e.min_count} times; no p-value)`,overlap:e.overlap_known?null:"This report was written before version 2: intervals assume the identities never overlap"}}function Hd(e){let t={metric:e.metric,a:e.a};return e.b!==null&&(t.b=e.b),t.rank_by=e.rank_by,t.min_count=String(e.min_count),t.level=String(e.level),t.fdr=String(e.fdr),t}var Ci="#f57c00",As=340,yR="#303030",Bv=V`
  :host {
    color-scheme: light;
    --fg: #212121;
    --bg: #fff;
    --surface: #fafafa;
    --muted: #757575;
    --border: #e0e0e0;
    --header-bg: #f5f5f5;
    --header-hover: #eeeeee;
    --hover-bg: #fff3e0;
    --input-bg: #fff;
    --error: #c62828;
    --accent: ${Ue(Ci)};
    --good: #2e7d32;
    --bad: #c62828;
    --row-border: #f0f0f0;
    --input-border: #c6c6c6;
    --disabled: #9e9e9e;
    --disabled-border: #bdbdbd;
    --state-fg: #9e9e9e;
    --state-bg: #f5f5f5;
    --dim-bg: #fafafa;
    --selected-bg: #ffe0b2;
    --warn-bg: #fff8e1;
    --warn-border: #ffe0b2;
    --warn-fg: #8d6e00;
    --error-bg: #ffebee;
    --error-border: #ef9a9a;
    --code-bg: #f5f5f5;
    --chart-rule: #9e9e9e;
    --chart-ink: #424242;
    --chart-halo: #fff;
    --whisker: #5c6bc0;
    --bar-fill: #ffb74d;
    --stripe-a: #b0bec5;
    --stripe-b: #eceff1;
    --whisker-dot: #283593;
  }
  :host([data-theme='dark']) {
    color-scheme: dark;
    --fg: #e8eaed;
    --bg: ${Ue(yR)};
    --surface: #3a3a3a;
    --muted: #a8a8a8;
    --border: #555;
    --header-bg: #3a3a3a;
    --header-hover: #454545;
    --hover-bg: #4a3a28;
    --input-bg: #424242;
    --error: #ef9a9a;
    --accent: #ffa726;
    --good: #81c784;
    --bad: #ef9a9a;
    --row-border: #424242;
    --input-border: #6e6e6e;
    --disabled: #7a7a7a;
    --disabled-border: #5a5a5a;
    --state-fg: #8f8f8f;
    --state-bg: #363636;
    --dim-bg: #2a2a2a;
    --selected-bg: #5a4025;
    --warn-bg: #3d3526;
    --warn-border: #6d5a35;
    --warn-fg: #ffd54f;
    --error-bg: #4a2c2c;
    --error-border: #8c4a4a;
    --code-bg: #262626;
    --chart-rule: #8a8a8a;
    --chart-ink: #d6d6d6;
    --chart-halo: var(--bg);
    --whisker: #9fa8da;
    --bar-fill: #c77800;
    --stripe-a: #78909c;
    --stripe-b: #455a64;
    --whisker-dot: #c5cae9;
  }
`,Z=V`
  :host {
    font-family: Roboto, 'Helvetica Neue', Arial, sans-serif;
    font-size: 13px;
    color: var(--fg);
    box-sizing: border-box;
  }
  .muted {
    color: var(--muted);
  }
  /* No universal selector here (such as a box-sizing reset on *, ::before, ::after): in a
     virtualized table every selector is matched for every new row, and that one alone
     made style recalculation 10x slower during fast scrolls. */
  button,
  input,
  select {
    font: inherit;
    color: inherit;
    box-sizing: border-box;
  }
  select,
  input {
    height: 26px;
    border: 1px solid var(--input-border);
    border-radius: 3px;
    background: var(--input-bg);
    padding: 0 6px;
  }
  select:focus,
  input:focus {
    outline: 2px solid var(--accent);
    outline-offset: -1px;
  }
  input.invalid {
    border-color: var(--error);
    outline-color: var(--error);
  }
  button.primary {
    height: 26px;
    padding: 0 12px;
    border: 1px solid var(--accent);
    border-radius: 3px;
    background: var(--input-bg);
    color: var(--accent);
    font-weight: 500;
    cursor: pointer;
  }
  button.primary:hover:not(:disabled) {
    background: var(--hover-bg);
  }
  button.primary:disabled {
    border-color: var(--disabled-border);
    color: var(--disabled);
    cursor: default;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  .num {
    font-variant-numeric: tabular-nums;
    text-align: right;
  }
  /* Observable Plot declares --plot-background: white on its <svg> (the fill of its tips):
     the theme's background instead, so a tip's text (currentColor) stays readable. */
  svg {
    --plot-background: var(--bg);
  }
`,Fv=V`
  .head button:hover {
    background: var(--header-hover);
  }
  .head button:focus-visible {
    outline: 2px solid var(--accent);
    outline-offset: -2px;
  }
  .head .top {
    display: flex;
    gap: 4px;
    align-items: center;
    white-space: nowrap;
  }
  .head .sub {
    font-size: 11px;
    font-weight: 400;
    color: var(--muted);
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .arrow {
    color: var(--accent);
    width: 10px;
    font-size: 10px;
  }
  .head button[aria-sort='none'] .arrow {
    visibility: hidden;
  }
`,ca=V`
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    padding: 3px 8px;
    border-bottom: 1px solid var(--row-border);
    white-space: nowrap;
  }
  thead th {
    position: sticky;
    top: 0;
    background: var(--header-bg);
    border-bottom: 1px solid var(--border);
    font-weight: 500;
    z-index: 1;
  }
  .n {
    color: var(--muted);
    font-size: 11px;
  }
  td.state {
    color: var(--state-fg);
    background: var(--state-bg);
    font-style: italic;
  }
  .none {
    padding: 16px;
    text-align: center;
    color: var(--muted);
  }
`,Mi=V`
  :host {
    display: flex;
    flex-direction: column;
    flex: 1;
    min-height: 0;
    gap: 10px;
  }
`,Vd=V`
  .controls {
    display: flex;
    flex-direction: column;
    gap: 8px;
    flex: none;
  }
  .body {
    flex: 1;
    min-height: 0;
    overflow-y: auto;
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
  .body > * {
    flex-shrink: 0;
  }
`,Ri=V`
  .summary {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    align-items: baseline;
  }
  .summary b {
    font-weight: 500;
  }
  .summary .description {
    flex-basis: 100%;
    font-weight: 500;
  }
`,Wt=V`
  .stale {
    opacity: 0.55;
    transition: opacity 0.15s 0.2s;
  }
`,Ps=V`
  ${Mi}
  ${Vd}
  ${Ri}
  .main {
    display: flex;
    gap: 16px;
    align-items: flex-start;
  }
`,Qe=V`
  .group {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: 8px 14px;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  .name {
    font-size: 11px;
    color: var(--muted);
    letter-spacing: 0.02em;
  }
  select {
    max-width: 220px;
  }
  .search-error {
    flex-basis: 100%;
    color: var(--error);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .spacer {
    flex: 1;
  }
`,Eu=V`
  .drawer {
    position: fixed;
    top: 0;
    right: 0;
    bottom: 0;
    z-index: 5;
    width: min(500px, 92vw);
    box-sizing: border-box;
    overflow-y: auto;
    border-radius: 0;
    box-shadow: -4px 0 16px rgba(0, 0, 0, 0.25);
  }
`,et=V`
  .message {
    box-sizing: border-box;
    padding: 16px;
    border: 1px solid var(--border);
    border-radius: 2px;
    max-width: 760px;
  }
  .message.error {
    border-color: var(--error-border);
    background: var(--error-bg);
  }
  .message.error .text {
    color: var(--error);
    white-space: pre-wrap;
    word-break: break-word;
  }
  .message h2 {
    font-size: 15px;
    font-weight: 500;
    margin: 0 0 8px;
  }
  pre {
    background: var(--code-bg);
    padding: 8px 10px;
    border-radius: 2px;
    overflow-x: auto;
    font-size: 12px;
  }
  .loading {
    color: var(--muted);
  }
  button.link {
    margin-top: 8px;
  }
`,Ei={negligible:"#cfd8dc",small:"#ffcc80",medium:Ci,large:"#b71c1c"};var qr={report:{attribute:!1},info:{attribute:!1},declaration:{attribute:!1},params:{attribute:!1}};function Hv(e,t){e.dispatchEvent(new CustomEvent("view-status",{detail:t,bubbles:!0,composed:!0}))}function ct(e,t){e.dispatchEvent(new CustomEvent("view-params",{detail:t,bubbles:!0,composed:!0}))}function Ur(e,t){e.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}function Ht(e){return e instanceof Error?e.message:String(e)}function Ds(e,t,n="text/csv;charset=utf-8"){let r=URL.createObjectURL(new Blob([e],{type:n})),i=document.createElement("a");i.href=r,i.download=t,i.rel="noopener",i.click(),setTimeout(()=>URL.revokeObjectURL(r),1e4)}var Au={api:{attribute:!1},tag:{attribute:!1},kind:{attribute:!1},kindTitle:{attribute:!1},declaration:{attribute:!1},runs:{attribute:!1},run:{attribute:!1},step:{attribute:!1},options:{attribute:!1},params:{attribute:!1}},Ct=class{constructor(t,n){this.host=t;this.requests=n;this.status="loading";this.error=null;t.addController(this)}get loading(){return this.status==="loading"}hostDisconnected(){for(let t of this.requests)t.cancel()}start(){this.set("loading")}ready(){this.error=null,this.set("ready")}fail(t){this.error=Ht(t),this.set("error")}async run(t,n,r){this.start();try{return await t.run(n)}catch(i){return r(),this.fail(i),_e}}set(t){this.status=t,Hv(this.host,t),this.host.requestUpdate()}renderError(t,n){return this.status!=="error"?_:g`<div class="message error" role="alert">
      <h2>${t}</h2>
      <div class="text">${this.error}</div>
      ${n.map(r=>g`<button class="primary link" name=${r.name??_} @click=${r.run}>${r.label}</button>`)}
    </div>`}renderContent(t,n,r){return t!==null?n(t):this.loading?g`<div class="loading">${r}</div>`:_}renderCsvButton(t,n,r,i,s="Download CSV"){return g`<button
      class="primary"
      name=${t}
      ?disabled=${!n||this.loading}
      title=${i??_}
      @click=${r}
    >
      ${s}
    </button>`}},Dn=class{constructor(t,n,r){this.host=t;this.api=n;this.declaration=r;this.pending=null;this.error=null;this.request=new Se;t.addController(this)}hostDisconnected(){this.request.cancel()}async download(t,n,r){n.table!==null&&(n={...n,table:hv(this.declaration(),n.table)}),this.pending=t,this.error=null,this.host.requestUpdate();let i;try{i=await this.request.run(s=>this.api().tableCsv(n,s))}catch(s){this.error=Ht(s),this.pending=null,this.host.requestUpdate();return}i!==_e&&(this.pending=null,this.host.requestUpdate(),Ds(i,r))}renderError(){return this.error===null?_:g`<div class="download-error message error" role="alert" title=${this.error}>Could not download the CSV: ${this.error}</div>`}};function Ls(e,t,n,r){return g`<span class="shown">showing <b>${N(e)}</b> of ${N(t)}${` ${n}`}${r?g` ${r}`:_}</span>`}function jr(e,t){return!e||e.run!==t.run||e.tag!==t.tag||e.step!==t.step}function Gr(e,t,n){return n.step===null&&e!=null&&t!==null&&e.max_step!==t.max_step}function vR(e){return e.trim()===""?null:Number(e)}function Ai(e,t,n){let r=vR(n);return Re(e,t,r)?r:null}function Ln(e,t){let n=ki(e,t);return n?`Not ${n}: ignored`:`Not a value of ${t} the server declares: ignored`}function Yt(e,t){let n=bt(e,t);return{min:n?.minimum==null?void 0:String(n.minimum),max:n?.maximum==null?void 0:String(n.maximum)}}function Kd(e){return g`<label class="field">
    <span class="name" title=${e.title}>${e.label}</span>
    <input
      type="number"
      name=${e.name}
      min=${e.min??_}
      max=${e.max??_}
      step=${e.step}
      inputmode=${e.decimal?"decimal":_}
      class=${e.invalid?"invalid":""}
      aria-invalid=${e.invalid?"true":"false"}
      title=${e.title}
      .value=${e.text}
      @input=${t=>e.onInput(t.target.value)}
    />
  </label>`}function Pu(e,t,n,r){let i=Ai(e,"fdr",t)===null;return Kd({label:Be(e,"fdr","FDR"),name:"fdr",text:t,invalid:i,title:i?Ln(e,"fdr"):`${n}. ${Pe(e,"fdr")}`,...Yt(e,"fdr"),step:"0.01",decimal:!0,onInput:r})}var Vv="",xR={signed:"signed gap",bound:"conservative bound"},wR={auto:"fit the width",all:"all",compact:"without A and B"},Kv={fdr:"fdr",minCount:"min_count"};function Ns(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}var fa=class extends G{constructor(){super(),this.metrics=[],this.identities=[],this.reportMinCount=null,this.declaration=null,this.searchError=null,this.canDownload=!1,this.downloadTitle="Every row as CSV",this.fieldText={gapMin:"",gapMax:"",countMin:"",countMax:""},this.statText={fdr:"",minCount:""}}willUpdate(t){if((t.has("selection")||t.has("reportMinCount"))&&this.selection){let n={gapMin:this.selection.gap[0],gapMax:this.selection.gap[1],countMin:this.selection.count[0],countMax:this.selection.count[1]},r=null;for(let o of Object.keys(n)){let a=Ns(this.fieldText[o]);a===n[o]||Number.isNaN(a)&&n[o]===null||(r??={...this.fieldText},r[o]=n[o]===null?"":String(n[o]))}r&&(this.fieldText=r);let i={fdr:this.selection.fdr,minCount:this.selection.minCount??this.reportMinCount},s=null;for(let o of Object.keys(i)){let a=i[o];a!==null&&Ns(this.statText[o])!==a&&(s??={...this.statText},s[o]=String(a))}s&&(this.statText=s)}}statValid(t,n){return Re(this.declaration,Kv[t],n)}onStatInput(t,n){this.statText={...this.statText,[t]:n.target.value}}commitStat(t){let n=Ns(this.statText[t]);this.statValid(t,n)&&n!==this.selection[t]&&this.emit({[t]:n})}statInput(t,n,r){let i=this.statText[t],s=Kv[t],o=!this.statValid(t,Ns(i)),{min:a,max:l}=Yt(this.declaration,s);return g`<input
      type="number"
      class="stat ${o?"invalid":""}"
      name=${s}
      aria-label=${n}
      aria-invalid=${o?"true":"false"}
      title=${o?`${r} ${Ln(this.declaration,s)}.`:r}
      min=${a??_}
      max=${l??_}
      step=${t==="fdr"?"0.01":"1"}
      .value=${i}
      @input=${u=>this.onStatInput(t,u)}
      @change=${()=>this.commitStat(t)}
      @keydown=${u=>{u.key==="Enter"&&this.commitStat(t)}}
    />`}emit(t){this.dispatchEvent(new CustomEvent("selection-change",{detail:t,bubbles:!0,composed:!0}))}onRange(t,n){let r=n.target.value;this.fieldText={...this.fieldText,[t]:r};let i=Ns(r),s=i===null||Number.isNaN(i)?null:i,o=this.selection,a=[...o.gap],l=[...o.count];t==="gapMin"&&(a[0]=s),t==="gapMax"&&(a[1]=s),t==="countMin"&&(l[0]=s),t==="countMax"&&(l[1]=s),this.emit(t.startsWith("gap")?{gap:a}:{count:l})}rangeInput(t,n,r){let i=this.fieldText[t],s=Number.isNaN(Ns(i));return g`<input
      type="text"
      inputmode="decimal"
      class=${s?"invalid":""}
      name=${t}
      aria-label=${r}
      aria-invalid=${s?"true":"false"}
      title=${s?"Not a number: ignored":r}
      placeholder=${n}
      .value=${i}
      @input=${o=>this.onRange(t,o)}
    />`}render(){let t=this.selection;if(!t)return _;let n=this.metrics.length?this.metrics:[{name:t.metric,title:t.metric,range:null}],r=this.identities,i=r.filter(s=>s.name!==t.a);return g`
      <div class="group" role="group" aria-label="Report and comparison">
        <slot name="report"></slot>
        <label class="field">
          <span class="name">Metric</span>
          <select
            name="metric"
            @change=${s=>this.emit({metric:s.target.value})}
          >
            ${n.map(s=>g`<option .value=${s.name} .selected=${s.name===t.metric} title=${s.title}>
                  ${s.name}${s.title&&s.title!==s.name?` \u2014 ${s.title}`:""}
                </option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity A</span>
          <select
            name="a"
            @change=${s=>{let o=s.target.value;this.emit(o===t.b?{a:o,b:null}:{a:o})}}
          >
            ${r.length===0&&t.a!==null?g`<option .selected=${!0} .value=${t.a}>${t.a}</option>`:_}
            ${r.map(s=>g`<option .value=${s.name} .selected=${s.name===t.a}>${s.name} (${N(s.count)})</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">Identity B</span>
          <select
            name="b"
            @change=${s=>{let o=s.target.value;this.emit({b:o===Vv?null:o})}}
          >
            <option .value=${Vv} .selected=${t.b===null}>rest (one-vs-rest)</option>
            ${i.map(s=>g`<option .value=${s.name} .selected=${s.name===t.b}>${s.name} (${N(s.count)})</option>`)}
          </select>
        </label>
      </div>
      <div class="group" role="group" aria-label="Rows">
        <label class="field">
          <span class="name">Search labels (regex)</span>
          <input
            type="search"
            class="search ${this.searchError?"invalid":""}"
            name="search"
            placeholder="e.g. ^sk|board$"
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${this.searchError?"true":"false"}
            .value=${t.search}
            @input=${s=>this.emit({search:s.target.value})}
          />
        </label>
        <div class="field">
          <span class="name">Gap</span>
          <div class="pair">
            ${this.rangeInput("gapMin","min","minimum gap")} – ${this.rangeInput("gapMax","max","maximum gap")}
          </div>
        </div>
        <div class="field">
          <span class="name">Count c(y)</span>
          <div class="pair">
            ${this.rangeInput("countMin","min","minimum count")} – ${this.rangeInput("countMax","max","maximum count")}
          </div>
        </div>
        <label
          class="field"
          title="Which columns the table shows: all of them, or without the counts and values of identities A and B (the open row shows them); fit the width: without them when the table is too narrow for all"
        >
          <span class="name">Columns</span>
          <select name="columns" @change=${s=>this.emit({columns:s.target.value})}>
            ${Ld.map(s=>g`<option .value=${s} .selected=${t.columns===s}>${wR[s]}</option>`)}
          </select>
        </label>
      </div>
      <div class="group" role="group" aria-label="Statistics">
        <label
          class="field"
          title=${Pe(this.declaration,"rank_by","signed gap: the largest gaps first. bound: the end of the interval nearest zero (0 when it holds 0), so gaps that are large and certain come first.")}
        >
          <span class="name">${Be(this.declaration,"rank_by","Rank by")}</span>
          <select
            name="rank_by"
            @change=${s=>this.emit({rankBy:s.target.value})}
          >
            ${Vr(this.declaration,"rank_by").map(s=>g`<option .value=${s} .selected=${t.rankBy===s}>${xR[s]??s}</option>`)}
          </select>
        </label>
        <label class="field" title=${Pe(this.declaration,"level","The intervals are the whiskers.")}>
          <span class="name">${Be(this.declaration,"level","Confidence level")}</span>
          <select name="level" @change=${s=>this.emit({level:Number(s.target.value)})}>
            ${(t.level===null||Tu.includes(t.level)?Tu:[...Tu,t.level].sort((s,o)=>s-o)).map(s=>g`<option .value=${String(s)} .selected=${s===t.level}>${Ft(s)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name">${Be(this.declaration,"fdr","FDR")}</span>
          ${this.statInput("fdr","false discovery rate q",`False discovery rate of the \u2605 marks (Benjamini-Hochberg): ${ki(this.declaration,"fdr")}.`)}
        </label>
        <label class="field">
          <span class="name">${Be(this.declaration,"min_count","Min count")}</span>
          ${this.statInput("minCount","minimum count","A row is insufficient (grey, no p-value) when the label or an identity is seen fewer times than this.")}
        </label>
        <label class="field check" title="Show only the rows marked ★">
          <input
            type="checkbox"
            name="significant_only"
            .checked=${t.significantOnly}
            @change=${s=>this.emit({significantOnly:s.target.checked})}
          />
          <span>significant only</span>
        </label>
      <span class="spacer"></span>
      <button
        class="primary"
        name="download"
        ?disabled=${!this.canDownload}
        title=${this.downloadTitle}
        @click=${()=>this.dispatchEvent(new CustomEvent("download-csv",{bubbles:!0,composed:!0}))}
      >
        Download CSV
      </button>
      </div>
      ${this.searchError?g`<div class="search-error" role="alert" title=${this.searchError}>
            Invalid regex, search ignored: ${this.searchError}
          </div>`:_}
    `}};fa.properties={selection:{attribute:!1},metrics:{attribute:!1},identities:{attribute:!1},reportMinCount:{attribute:!1},declaration:{attribute:!1},searchError:{attribute:!1},canDownload:{attribute:!1},downloadTitle:{attribute:!1},fieldText:{state:!0},statText:{state:!0}},fa.styles=[Z,Qe,V`
      :host {
        display: flex;
        flex-direction: column;
        gap: 8px;
      }
      select[name='metric'] {
        max-width: 220px;
      }
      .pair {
        display: flex;
        align-items: center;
        gap: 4px;
      }
      .pair input {
        width: 72px;
      }
      input.search {
        width: 200px;
      }
      input.stat {
        width: 64px;
      }
      label.check {
        flex-direction: row;
        align-items: center;
        gap: 4px;
        align-self: flex-end;
        padding-bottom: 3px;
        cursor: pointer;
      }
    `];customElements.define("fairness-controls",fa);function Is(e,t,n,r){var i=arguments.length,s=i<3?t:r===null?r=Object.getOwnPropertyDescriptor(t,n):r,o;if(typeof Reflect=="object"&&typeof Reflect.decorate=="function")s=Reflect.decorate(e,t,n,r);else for(var a=e.length-1;a>=0;a--)(o=e[a])&&(s=(i<3?o(s):i>3?o(t,n,s):o(t,n))||s);return i>3&&s&&Object.defineProperty(t,n,s),s}var _R={attribute:!0,type:String,converter:ra,reflect:!1,hasChanged:ou},$R=(e=_R,t,n)=>{let{kind:r,metadata:i}=n,s=globalThis.litPropertyMetadata.get(i);if(s===void 0&&globalThis.litPropertyMetadata.set(i,s=new Map),r==="setter"&&((e=Object.create(e)).wrapped=!0),s.set(n.name,e),r==="accessor"){let{name:o}=n;return{set(a){let l=t.get.call(this);t.set.call(this,a),this.requestUpdate(o,l,e,!0,a)},init(a){return a!==void 0&&this.C(o,void 0,e,a),a}}}if(r==="setter"){let{name:o}=n;return function(a){let l=this[o];t.call(this,a),this.requestUpdate(o,l,e,!0,a)}}throw Error("Unsupported decorator location: "+r)};function Os(e){return(t,n)=>typeof n=="object"?$R(e,t,n):((r,i,s)=>{let o=i.hasOwnProperty(s);return i.constructor.createProperty(s,r),o?Object.getOwnPropertyDescriptor(i,s):void 0})(e,t,n)}var Bs={ATTRIBUTE:1,CHILD:2,PROPERTY:3,BOOLEAN_ATTRIBUTE:4,EVENT:5,ELEMENT:6},da=e=>(...t)=>({_$litDirective$:e,values:t}),zs=class{constructor(t){}get _$AU(){return this._$AM._$AU}_$AT(t,n,r){this._$Ct=t,this._$AM=n,this._$Ci=r}_$AS(t,n){return this.update(t,n)}update(t,n){return this.render(...n)}};var{I:SR}=Qy,qv=e=>e;var jv=e=>e.strings===void 0,Uv=()=>document.createComment(""),Fs=(e,t,n)=>{let r=e._$AA.parentNode,i=t===void 0?e._$AB:t._$AA;if(n===void 0){let s=r.insertBefore(Uv(),i),o=r.insertBefore(Uv(),i);n=new SR(s,o,e,e.options)}else{let s=n._$AB.nextSibling,o=n._$AM,a=o!==e;if(a){let l;n._$AQ?.(e),n._$AM=e,n._$AP!==void 0&&(l=e._$AU)!==o._$AU&&n._$AP(l)}if(s!==i||a){let l=n._$AA;for(;l!==s;){let u=qv(l).nextSibling;qv(r).insertBefore(l,i),l=u}}}return n},Wr=(e,t,n=e)=>(e._$AI(t,n),e),kR={},Gv=(e,t=kR)=>e._$AH=t,Wv=e=>e._$AH,Du=e=>{e._$AR(),e._$AA.remove()};var ha=(e,t)=>{let n=e._$AN;if(n===void 0)return!1;for(let r of n)r._$AO?.(t,!1),ha(r,t);return!0},Lu=e=>{let t,n;do{if((t=e._$AM)===void 0)break;n=t._$AN,n.delete(e),e=t}while(n?.size===0)},Yv=e=>{for(let t;t=e._$AM;e=t){let n=t._$AN;if(n===void 0)t._$AN=n=new Set;else if(n.has(e))break;n.add(e),MR(t)}};function TR(e){this._$AN!==void 0?(Lu(this),this._$AM=e,Yv(this)):this._$AM=e}function CR(e,t=!1,n=0){let r=this._$AH,i=this._$AN;if(i!==void 0&&i.size!==0)if(t)if(Array.isArray(r))for(let s=n;s<r.length;s++)ha(r[s],!1),Lu(r[s]);else r!=null&&(ha(r,!1),Lu(r));else ha(this,e)}var MR=e=>{e.type==Bs.CHILD&&(e._$AP??=CR,e._$AQ??=TR)},Nu=class extends zs{constructor(){super(...arguments),this._$AN=void 0}_$AT(t,n,r){super._$AT(t,n,r),Yv(this),this.isConnected=t._$AU}_$AO(t,n=!0){t!==this.isConnected&&(this.isConnected=t,t?this.reconnected?.():this.disconnected?.()),n&&(ha(this,t),Lu(this))}setValue(t){if(jv(this._$Ct))this._$Ct._$AI(t,this);else{let n=[...this._$Ct._$AH];n[this._$Ci]=t,this._$Ct._$AI(n,this,0)}}disconnected(){}reconnected(){}};var Xv=(e,t,n)=>{let r=new Map;for(let i=t;i<=n;i++)r.set(e[i],i);return r},Jv=da(class extends zs{constructor(e){if(super(e),e.type!==Bs.CHILD)throw Error("repeat() can only be used in text expressions")}dt(e,t,n){let r;n===void 0?n=t:t!==void 0&&(r=t);let i=[],s=[],o=0;for(let a of e)i[o]=r?r(a,o):o,s[o]=n(a,o),o++;return{values:s,keys:i}}render(e,t,n){return this.dt(e,t,n).values}update(e,[t,n,r]){let i=Wv(e),{values:s,keys:o}=this.dt(t,n,r);if(!Array.isArray(i))return this.ut=o,s;let a=this.ut??=[],l=[],u,c,f=0,d=i.length-1,h=0,p=s.length-1;for(;f<=d&&h<=p;)if(i[f]===null)f++;else if(i[d]===null)d--;else if(a[f]===o[h])l[h]=Wr(i[f],s[h]),f++,h++;else if(a[d]===o[p])l[p]=Wr(i[d],s[p]),d--,p--;else if(a[f]===o[p])l[p]=Wr(i[f],s[p]),Fs(e,l[p+1],i[f]),f++,p--;else if(a[d]===o[h])l[h]=Wr(i[d],s[h]),Fs(e,i[f],i[d]),d--,h++;else if(u===void 0&&(u=Xv(o,h,p),c=Xv(a,f,d)),u.has(a[f]))if(u.has(a[d])){let m=c.get(o[h]),y=m!==void 0?i[m]:null;if(y===null){let b=Fs(e,i[f]);Wr(b,s[h]),l[h]=b}else l[h]=Wr(y,s[h]),Fs(e,i[f],y),i[m]=null;h++}else Du(i[d]),d--;else Du(i[f]),f++;for(;h<=p;){let m=Fs(e,l[p+1]);Wr(m,s[h]),l[h++]=m}for(;f<=d;){let m=i[f++];m!==null&&Du(m)}return this.ut=o,Gv(e,l),mn}});var Hs=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};Hs.eventName="rangeChanged";var Vs=class e extends Event{constructor(t){super(e.eventName,{bubbles:!1}),this.first=t.first,this.last=t.last}};Vs.eventName="visibilityChanged";var pa=class e extends Event{constructor(){super(e.eventName,{bubbles:!1})}};pa.eventName="unpinned";var qd=class{constructor(t){this._element=null;let n=t??window;this._node=n,t&&(this._element=t)}get element(){return this._element||document.scrollingElement||document.documentElement}get scrollTop(){return this.element.scrollTop||window.scrollY}get scrollLeft(){return this.element.scrollLeft||window.scrollX}get scrollHeight(){return this.element.scrollHeight}get scrollWidth(){return this.element.scrollWidth}get viewportHeight(){return this._element?this._element.getBoundingClientRect().height:window.innerHeight}get viewportWidth(){return this._element?this._element.getBoundingClientRect().width:window.innerWidth}get maxScrollTop(){return this.scrollHeight-this.viewportHeight}get maxScrollLeft(){return this.scrollWidth-this.viewportWidth}},Iu=class extends qd{constructor(t,n){super(n),this._clients=new Set,this._retarget=null,this._end=null,this.__destination=null,this.correctingScrollError=!1,this._checkForArrival=this._checkForArrival.bind(this),this._updateManagedScrollTo=this._updateManagedScrollTo.bind(this),this.scrollTo=this.scrollTo.bind(this),this.scrollBy=this.scrollBy.bind(this);let r=this._node;this._originalScrollTo=r.scrollTo,this._originalScrollBy=r.scrollBy,this._originalScroll=r.scroll,this._attach(t)}get _destination(){return this.__destination}get scrolling(){return this._destination!==null}scrollTo(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;this._scrollTo(r)}scrollBy(t,n){let r=typeof t=="number"&&typeof n=="number"?{left:t,top:n}:t;r.top!==void 0&&(r.top+=this.scrollTop),r.left!==void 0&&(r.left+=this.scrollLeft),this._scrollTo(r)}_nativeScrollTo(t){this._originalScrollTo.bind(this._element||window)(t)}_scrollTo(t,n=null,r=null){this._end!==null&&this._end(),t.behavior==="smooth"?(this._setDestination(t),this._retarget=n,this._end=r):this._resetScrollState(),this._nativeScrollTo(t)}_setDestination(t){let{top:n,left:r}=t;return n=n===void 0?void 0:Math.max(0,Math.min(n,this.maxScrollTop)),r=r===void 0?void 0:Math.max(0,Math.min(r,this.maxScrollLeft)),this._destination!==null&&r===this._destination.left&&n===this._destination.top?!1:(this.__destination={top:n,left:r,behavior:"smooth"},!0)}_resetScrollState(){this.__destination=null,this._retarget=null,this._end=null}_updateManagedScrollTo(t){this._destination&&this._setDestination(t)&&this._nativeScrollTo(this._destination)}managedScrollTo(t,n,r){return this._scrollTo(t,n,r),this._updateManagedScrollTo}correctScrollError(t){this.correctingScrollError=!0,requestAnimationFrame(()=>requestAnimationFrame(()=>this.correctingScrollError=!1)),this._nativeScrollTo(t),this._retarget&&this._setDestination(this._retarget()),this._destination&&this._nativeScrollTo(this._destination)}_checkForArrival(){if(this._destination!==null){let{scrollTop:t,scrollLeft:n}=this,{top:r,left:i}=this._destination;r=Math.min(r||0,this.maxScrollTop),i=Math.min(i||0,this.maxScrollLeft);let s=Math.abs(r-t),o=Math.abs(i-n);s<1&&o<1&&(this._end&&this._end(),this._resetScrollState())}}detach(t){return this._clients.delete(t),this._clients.size===0&&(this._node.scrollTo=this._originalScrollTo,this._node.scrollBy=this._originalScrollBy,this._node.scroll=this._originalScroll,this._node.removeEventListener("scroll",this._checkForArrival)),null}_attach(t){this._clients.add(t),this._clients.size===1&&(this._node.scrollTo=this.scrollTo,this._node.scrollBy=this.scrollBy,this._node.scroll=this.scrollTo,this._node.addEventListener("scroll",this._checkForArrival))}};var n0=typeof window<"u"?window.ResizeObserver:void 0;var ga=Symbol("virtualizerRef"),zu="virtualizer-sizer",r0,Fu=class{constructor(t){if(this._benchmarkStart=null,this._layout=null,this._clippingAncestors=[],this._scrollSize=null,this._scrollError=null,this._childrenPos=null,this._childMeasurements=null,this._toBeMeasured=new Map,this._rangeChanged=!0,this._itemsChanged=!0,this._visibilityChanged=!0,this._scrollerController=null,this._isScroller=!1,this._sizer=null,this._hostElementRO=null,this._childrenRO=null,this._mutationObserver=null,this._scrollEventListeners=[],this._scrollEventListenerOptions={passive:!0},this._loadListener=this._childLoaded.bind(this),this._scrollIntoViewTarget=null,this._updateScrollIntoViewCoordinates=null,this._items=[],this._first=-1,this._last=-1,this._firstVisible=-1,this._lastVisible=-1,this._scheduled=new WeakSet,this._measureCallback=null,this._measureChildOverride=null,this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null,this._layoutInitialized=null,this._connected=!1,!t)throw new Error("Virtualizer constructor requires a configuration object");if(t.hostElement)this._init(t);else throw new Error('Virtualizer configuration requires the "hostElement" property')}set items(t){Array.isArray(t)&&t!==this._items&&(this._itemsChanged=!0,this._items=t,this._schedule(this._updateLayout))}_init(t){this._isScroller=!!t.scroller,this._initHostElement(t);let n=t.layout||{};this._layoutInitialized=this._initLayout(n)}_initObservers(){this._mutationObserver=new MutationObserver(this._finishDOMUpdate.bind(this)),this._hostElementRO=new n0(()=>this._hostElementSizeChanged()),this._childrenRO=new n0(this._childrenSizeChanged.bind(this))}_initHostElement(t){let n=this._hostElement=t.hostElement;this._applyVirtualizerStyles(),n[ga]=this}connected(){this._initObservers();let t=this._isScroller;this._clippingAncestors=NR(this._hostElement,t),this._scrollerController=new Iu(this,this._clippingAncestors[0]),this._schedule(this._updateLayout),this._observeAndListen(),this._connected=!0}_observeAndListen(){this._mutationObserver.observe(this._hostElement,{childList:!0}),this._hostElementRO.observe(this._hostElement),this._scrollEventListeners.push(window),window.addEventListener("scroll",this,this._scrollEventListenerOptions),this._clippingAncestors.forEach(t=>{t.addEventListener("scroll",this,this._scrollEventListenerOptions),this._scrollEventListeners.push(t),this._hostElementRO.observe(t)}),this._hostElementRO.observe(this._scrollerController.element),this._children.forEach(t=>this._childrenRO.observe(t)),this._scrollEventListeners.forEach(t=>t.addEventListener("scroll",this,this._scrollEventListenerOptions))}disconnected(){this._scrollEventListeners.forEach(t=>t.removeEventListener("scroll",this,this._scrollEventListenerOptions)),this._scrollEventListeners=[],this._clippingAncestors=[],this._scrollerController?.detach(this),this._scrollerController=null,this._mutationObserver?.disconnect(),this._mutationObserver=null,this._hostElementRO?.disconnect(),this._hostElementRO=null,this._childrenRO?.disconnect(),this._childrenRO=null,this._rejectLayoutCompletePromise("disconnected"),this._connected=!1}_applyVirtualizerStyles(){let n=this._hostElement.style;n.display=n.display||"block",n.position=n.position||"relative",n.contain=n.contain||"size layout",this._isScroller&&(n.overflow=n.overflow||"auto",n.minHeight=n.minHeight||"150px")}_getSizer(){let t=this._hostElement;if(!this._sizer){let n=t.querySelector(`[${zu}]`);n||(n=document.createElement("div"),n.setAttribute(zu,""),t.appendChild(n)),Object.assign(n.style,{position:"absolute",margin:"-2px 0 0 0",padding:0,visibility:"hidden",fontSize:"2px"}),n.textContent="&nbsp;",n.setAttribute(zu,""),this._sizer=n}return this._sizer}async updateLayoutConfig(t){await this._layoutInitialized;let n=t.type||r0;if(typeof n=="function"&&this._layout instanceof n){let r={...t};return delete r.type,this._layout.config=r,!0}return!1}async _initLayout(t){let n,r;if(typeof t.type=="function"){r=t.type;let i={...t};delete i.type,n=i}else n=t;r===void 0&&(r0=r=(await Promise.resolve().then(()=>(Gd(),t0))).FlowLayout),this._layout=new r(i=>this._handleLayoutMessage(i),n),this._layout.measureChildren&&typeof this._layout.updateItemSizes=="function"&&(typeof this._layout.measureChildren=="function"&&(this._measureChildOverride=this._layout.measureChildren),this._measureCallback=this._layout.updateItemSizes.bind(this._layout)),this._layout.listenForChildLoadEvents&&this._hostElement.addEventListener("load",this._loadListener,!0),this._schedule(this._updateLayout)}startBenchmarking(){this._benchmarkStart===null&&(this._benchmarkStart=window.performance.now())}stopBenchmarking(){if(this._benchmarkStart!==null){let t=window.performance.now(),n=t-this._benchmarkStart,i=performance.getEntriesByName("uv-virtualizing","measure").filter(s=>s.startTime>=this._benchmarkStart&&s.startTime<t).reduce((s,o)=>s+o.duration,0);return this._benchmarkStart=null,{timeElapsed:n,virtualizationTime:i}}return null}_measureChildren(){let t={},n=this._children,r=this._measureChildOverride||this._measureChild;for(let i=0;i<n.length;i++){let s=n[i],o=this._first+i;(this._itemsChanged||this._toBeMeasured.has(s))&&(t[o]=r.call(this,s,this._items[o]))}this._childMeasurements=t,this._schedule(this._updateLayout),this._toBeMeasured.clear()}_measureChild(t){let{width:n,height:r}=t.getBoundingClientRect();return Object.assign({width:n,height:r},DR(t))}async _schedule(t){this._scheduled.has(t)||(this._scheduled.add(t),await Promise.resolve(),this._scheduled.delete(t),t.call(this))}async _updateDOM(t){this._scrollSize=t.scrollSize,this._adjustRange(t.range),this._childrenPos=t.childPositions,this._scrollError=t.scrollError||null;let{_rangeChanged:n,_itemsChanged:r}=this;this._visibilityChanged&&(this._notifyVisibility(),this._visibilityChanged=!1),(n||r)&&(this._notifyRange(),this._rangeChanged=!1),this._finishDOMUpdate()}_finishDOMUpdate(){this._connected&&(this._children.forEach(t=>this._childrenRO.observe(t)),this._checkScrollIntoViewTarget(this._childrenPos),this._positionChildren(this._childrenPos),this._sizeHostElement(this._scrollSize),this._correctScrollError(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_updateLayout(){this._layout&&this._connected&&(this._layout.items=this._items,this._updateView(),this._childMeasurements!==null&&(this._measureCallback&&this._measureCallback(this._childMeasurements),this._childMeasurements=null),this._layout.reflowIfNeeded(),this._benchmarkStart&&"mark"in window.performance&&window.performance.mark("uv-end"))}_handleScrollEvent(){if(this._benchmarkStart&&"mark"in window.performance){try{window.performance.measure("uv-virtualizing","uv-start","uv-end")}catch(t){console.warn("Error measuring performance data: ",t)}window.performance.mark("uv-start")}this._scrollerController.correctingScrollError===!1&&this._layout?.unpin(),this._schedule(this._updateLayout)}handleEvent(t){t.type==="scroll"?(t.currentTarget===window||this._clippingAncestors.includes(t.currentTarget))&&this._handleScrollEvent():console.warn("event not handled",t)}_handleLayoutMessage(t){t.type==="stateChanged"?this._updateDOM(t):t.type==="visibilityChanged"?(this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._notifyVisibility()):t.type==="unpinned"&&this._hostElement.dispatchEvent(new pa)}get _children(){let t=[],n=this._hostElement.firstElementChild;for(;n;)n.hasAttribute(zu)||t.push(n),n=n.nextElementSibling;return t}_updateView(){let t=this._hostElement,n=this._scrollerController?.element,r=this._layout;if(t&&n&&r){let i,s,o,a,l=t.getBoundingClientRect();i=0,s=0,o=window.innerHeight,a=window.innerWidth;let u=this._clippingAncestors.map(b=>b.getBoundingClientRect());u.unshift(l);for(let b of u)i=Math.max(i,b.top),s=Math.max(s,b.left),o=Math.min(o,b.bottom),a=Math.min(a,b.right);let c=n.getBoundingClientRect(),f={left:l.left-c.left,top:l.top-c.top},d={width:n.scrollWidth,height:n.scrollHeight},h=i-l.top+t.scrollTop,p=s-l.left+t.scrollLeft,m=Math.max(0,o-i),y=Math.max(0,a-s);r.viewportSize={width:y,height:m},r.viewportScroll={top:h,left:p},r.totalScrollSize=d,r.offsetWithinScroller=f}}_sizeHostElement(t){let r=t&&t.width!==null?Math.min(82e5,t.width):0,i=t&&t.height!==null?Math.min(82e5,t.height):0;if(this._isScroller)this._getSizer().style.transform=`translate(${r}px, ${i}px)`;else{let s=this._hostElement.style;s.minWidth=r?`${r}px`:"100%",s.minHeight=i?`${i}px`:"100%"}}_positionChildren(t){t&&t.forEach(({top:n,left:r,width:i,height:s,xOffset:o,yOffset:a},l)=>{let u=this._children[l-this._first];u&&(u.style.position="absolute",u.style.boxSizing="border-box",u.style.transform=`translate(${r}px, ${n}px)`,i!==void 0&&(u.style.width=i+"px"),s!==void 0&&(u.style.height=s+"px"),u.style.left=o===void 0?null:o+"px",u.style.top=a===void 0?null:a+"px")})}async _adjustRange(t){let{_first:n,_last:r,_firstVisible:i,_lastVisible:s}=this;this._first=t.first,this._last=t.last,this._firstVisible=t.firstVisible,this._lastVisible=t.lastVisible,this._rangeChanged=this._rangeChanged||this._first!==n||this._last!==r,this._visibilityChanged=this._visibilityChanged||this._firstVisible!==i||this._lastVisible!==s}_correctScrollError(){if(this._scrollError){let{scrollTop:t,scrollLeft:n}=this._scrollerController,{top:r,left:i}=this._scrollError;this._scrollError=null,this._scrollerController.correctScrollError({top:t-r,left:n-i})}}element(t){return t===1/0&&(t=this._items.length-1),this._items?.[t]===void 0?void 0:{scrollIntoView:(n={})=>this._scrollElementIntoView({...n,index:t})}}_scrollElementIntoView(t){if(t.index>=this._first&&t.index<=this._last)this._children[t.index-this._first].scrollIntoView(t);else if(t.index=Math.min(t.index,this._items.length-1),t.behavior==="smooth"){let n=this._layout.getScrollIntoViewCoordinates(t),{behavior:r}=t;this._updateScrollIntoViewCoordinates=this._scrollerController.managedScrollTo(Object.assign(n,{behavior:r}),()=>this._layout.getScrollIntoViewCoordinates(t),()=>this._scrollIntoViewTarget=null),this._scrollIntoViewTarget=t}else this._layout.pin=t}_checkScrollIntoViewTarget(t){let{index:n}=this._scrollIntoViewTarget||{};n&&t?.has(n)&&this._updateScrollIntoViewCoordinates(this._layout.getScrollIntoViewCoordinates(this._scrollIntoViewTarget))}_notifyRange(){this._hostElement.dispatchEvent(new Hs({first:this._first,last:this._last}))}_notifyVisibility(){this._hostElement.dispatchEvent(new Vs({first:this._firstVisible,last:this._lastVisible}))}get layoutComplete(){return this._layoutCompletePromise||(this._layoutCompletePromise=new Promise((t,n)=>{this._layoutCompleteResolver=t,this._layoutCompleteRejecter=n})),this._layoutCompletePromise}_rejectLayoutCompletePromise(t){this._layoutCompleteRejecter!==null&&this._layoutCompleteRejecter(t),this._resetLayoutCompleteState()}_scheduleLayoutComplete(){this._layoutCompletePromise&&this._pendingLayoutComplete===null&&(this._pendingLayoutComplete=requestAnimationFrame(()=>requestAnimationFrame(()=>this._resolveLayoutCompletePromise())))}_resolveLayoutCompletePromise(){this._layoutCompleteResolver!==null&&this._layoutCompleteResolver(),this._resetLayoutCompleteState()}_resetLayoutCompleteState(){this._layoutCompletePromise=null,this._layoutCompleteResolver=null,this._layoutCompleteRejecter=null,this._pendingLayoutComplete=null}_hostElementSizeChanged(){this._schedule(this._updateLayout)}_childLoaded(){}_childrenSizeChanged(t){if(this._layout?.measureChildren){for(let n of t)this._toBeMeasured.set(n.target,n.contentRect);this._measureChildren()}this._scheduleLayoutComplete(),this._itemsChanged=!1,this._rangeChanged=!1}};function DR(e){let t=window.getComputedStyle(e);return{marginTop:Bu(t.marginTop),marginRight:Bu(t.marginRight),marginBottom:Bu(t.marginBottom),marginLeft:Bu(t.marginLeft)}}function Bu(e){let t=e?parseFloat(e):NaN;return Number.isNaN(t)?0:t}function i0(e){if(e.assignedSlot!==null)return e.assignedSlot;if(e.parentElement!==null)return e.parentElement;let t=e.parentNode;return t&&t.nodeType===Node.DOCUMENT_FRAGMENT_NODE&&t.host||null}function LR(e,t=!1){let n=[],r=t?e:i0(e);for(;r!==null;)n.push(r),r=i0(r);return n}function NR(e,t=!1){let n=!1;return LR(e,t).filter(r=>{if(n)return!1;let i=getComputedStyle(r);return n=i.position==="fixed",i.overflow!=="visible"})}var Yd=e=>e,Xd=(e,t)=>g`${t}: ${JSON.stringify(e,null,2)}`,Wd=class extends Nu{constructor(t){if(super(t),this._virtualizer=null,this._first=0,this._last=-1,this._renderItem=(n,r)=>Xd(n,r+this._first),this._keyFunction=(n,r)=>Yd(n,r+this._first),this._items=[],t.type!==Bs.CHILD)throw new Error("The virtualize directive can only be used in child expressions")}render(t){t&&this._setFunctions(t);let n=[];if(this._first>=0&&this._last>=this._first)for(let r=this._first;r<=this._last;r++)n.push(this._items[r]);return Jv(n,this._keyFunction,this._renderItem)}update(t,[n]){this._setFunctions(n);let r=this._items!==n.items;return this._items=n.items||[],this._virtualizer?this._updateVirtualizerConfig(t,n):this._initialize(t,n),r?mn:this.render()}async _updateVirtualizerConfig(t,n){if(!await this._virtualizer.updateLayoutConfig(n.layout||{})){let i=t.parentNode;this._makeVirtualizer(i,n)}this._virtualizer.items=this._items}_setFunctions(t){let{renderItem:n,keyFunction:r}=t;n&&(this._renderItem=(i,s)=>n(i,s+this._first)),r&&(this._keyFunction=(i,s)=>r(i,s+this._first))}_makeVirtualizer(t,n){this._virtualizer&&this._virtualizer.disconnected();let{layout:r,scroller:i,items:s}=n;this._virtualizer=new Fu({hostElement:t,layout:r,scroller:i}),this._virtualizer.items=s,this._virtualizer.connected()}_initialize(t,n){let r=t.parentNode;r&&r.nodeType===1&&(r.addEventListener("rangeChanged",i=>{this._first=i.first,this._last=i.last,this.setValue(this.render())}),this._makeVirtualizer(r,n))}disconnected(){this._virtualizer?.disconnected()}reconnected(){this._virtualizer?.connected()}},s0=da(Wd);var hr=class extends G{constructor(){super(...arguments),this.items=[],this.renderItem=Xd,this.keyFunction=Yd,this.layout={},this.scroller=!1}createRenderRoot(){return this}render(){let{items:t,renderItem:n,keyFunction:r,layout:i,scroller:s}=this;return g`${s0({items:t,renderItem:n,keyFunction:r,layout:i,scroller:s})}`}element(t){return this[ga]?.element(t)}get layoutComplete(){return this[ga]?.layoutComplete}scrollToIndex(t,n="start"){this.element(t)?.scrollIntoView({block:n})}};Is([Os({attribute:!1})],hr.prototype,"items",void 0);Is([Os()],hr.prototype,"renderItem",void 0);Is([Os()],hr.prototype,"keyFunction",void 0);Is([Os({attribute:!1})],hr.prototype,"layout",void 0);Is([Os({reflect:!0,type:Boolean})],hr.prototype,"scroller",void 0);customElements.define("lit-virtualizer",hr);Gd();function Hu(e,t,n,r){return e!==t?r(e):n==="asc"?"desc":"asc"}function Vu(e,t){return e?t==="asc"?"ascending":"descending":"none"}function Ku(e,t){return e&&t==="asc"?"\u25B2":"\u25BC"}var qu=24,IR=(e,t)=>t,OR=50,zR={width:0,height:qu,marginTop:0,marginRight:0,marginBottom:0,marginLeft:0},Jd=class extends Ks{constructor(...t){super(...t),this._overhang=OR}get measureChildren(){return(()=>zR)}},BR={type:Jd},Xr={table:{attribute:!1},rows:{attribute:!1},sort:{attribute:!1},dir:{attribute:!1}};function Zd(e,t){e.dispatchEvent(new CustomEvent("sort-change",{detail:t,bubbles:!0,composed:!0}))}function FR(e,t,n){let{sort:r,dir:i}=e,s=t.key===r,o=g`<span class="arrow">${Ku(s,i)}</span>`,a=()=>Zd(e,{column:t.key,dir:Hu(t.key,r,i,n)});return g`<button
    role="columnheader"
    class=${[t.text?"text":"",t.className??""].join(" ").trim()}
    data-col=${t.key}
    aria-sort=${Vu(s,i)}
    title=${`${t.title}. Click to sort.`}
    @click=${a}
  >
    <span class="top">${t.text?_:o}<span class="col-name">${t.name}</span>${t.text?o:_}</span>
    ${t.sub?g`<span class="sub">${t.sub}</span>`:_}
  </button>`}function qs(e,t){let{rows:n}=e;return g`<div
    role="table"
    style=${t.tableStyle??_}
    aria-rowcount=${n.length+1}
    aria-label=${t.label}
    tabindex=${t.focusable?0:_}
  >
    <div class="head" role="row" style=${t.headStyle??_}>
      ${t.columns.map(r=>"header"in r?r.header:FR(e,r,t.defaultDir))}
    </div>
    ${n.length===0?g`<div class="none">${t.empty}</div>`:t.keyByPosition?g`<lit-virtualizer
              .items=${n}
              .renderItem=${t.renderRow}
              .keyFunction=${IR}
              .layout=${BR}
            ></lit-virtualizer>`:g`<lit-virtualizer .items=${n} .renderItem=${t.renderRow}></lit-virtualizer>`}
  </div>`}var Yr=class{constructor(t,n){this.host=t;this.actions=n;this.row=null;this.onFocus=t=>{let n=t.composedPath()[0];if(this.row!==null||!(n instanceof HTMLElement)||n.getAttribute("role")!=="table"||!n.matches(":focus-visible"))return;let r=this.host.rows;r.length!==0&&this.set(r[Math.min(r.length-1,Math.ceil(this.host.scrollTop/qu))])};this.onKey=t=>{if(t.defaultPrevented||t.altKey||t.ctrlKey||t.metaKey)return;let n=t.composedPath()[0],r=n instanceof Element&&n.closest("button, input, select, a")!==null;if(t.key==="Escape"){this.actions.close()&&t.preventDefault();return}let i=this.host.rows;if(t.key==="Enter"||t.key===" "){if(r||this.row===null||!i.includes(this.row))return;t.preventDefault(),this.actions.open(this.row);return}let s=this.row===null?-1:i.indexOf(this.row),o=this.headHeight(),a=this.host.clientHeight,l=Nv(t.key,s<0?null:s,i.length,Math.floor((a-o)/qu)-1);l!==null&&(t.preventDefault(),this.set(i[l]),this.host.scrollTop=Iv(l,qu,this.host.scrollTop,a,o))};t.addController(this)}hostConnected(){this.host.addEventListener("keydown",this.onKey),this.host.addEventListener("focusin",this.onFocus)}hostDisconnected(){this.host.removeEventListener("keydown",this.onKey),this.host.removeEventListener("focusin",this.onFocus)}isCursor(t){return t===this.row}set(t){t!==this.row&&(this.row=t,this.host.requestUpdate())}headHeight(){return this.host.shadowRoot?.querySelector(".head")?.offsetHeight??0}};function Uu(e,t){return g`<div class="cell mark" role="cell" data-col="significant">
    ${e?Us(t):_}
  </div>`}function Us(e){return g`<span class="sig" role="img" aria-label=${e} title=${e}>★</span>`}function Pi(e,t,n,r){return g`<div class=${e} data-significant=${r} data-q=${n??_}>
    <span class="star">${t.slice(0,1)}</span>${t.slice(1)}
  </div>`}var ju=V`
  .legend,
  .rate-legend {
    font-size: 12px;
    color: var(--muted);
    margin: 2px 0 4px;
  }
  .legend .star,
  .rate-legend .star {
    color: var(--accent);
  }
`,js=[Fv,V`
    :host {
      display: block;
      position: relative;
      overflow: auto;
      border: 1px solid var(--border);
      border-radius: 2px;
      background: var(--bg);
    }
    .head,
    .row {
      box-sizing: border-box;
      display: grid;
      width: 100%;
    }
    .head {
      position: sticky;
      top: 0;
      z-index: 1;
      background: var(--header-bg);
      border-bottom: 1px solid var(--border);
    }
    .head button {
      display: flex;
      flex-direction: column;
      align-items: flex-end;
      justify-content: center;
      gap: 1px;
      border: 0;
      background: none;
      padding: 4px 8px;
      text-align: right;
      cursor: pointer;
      font-weight: 500;
      min-width: 0;
    }
    .head button.text {
      align-items: flex-start;
      text-align: left;
    }
    lit-virtualizer {
      width: 100%;
    }
    .row {
      height: 24px;
      align-items: center;
      border-bottom: 1px solid var(--row-border);
      background: var(--bg);
    }
    .row:hover {
      background: var(--hover-bg);
    }
    [role='table']:focus {
      outline: none;
    }
    .row.cursor {
      box-shadow: inset 0 0 0 1px var(--border);
    }
    [role='table']:focus-visible .row.cursor,
    [role='table']:focus .row.cursor {
      box-shadow: inset 0 0 0 2px var(--accent);
    }
    .cell {
      padding: 0 8px;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .none {
      padding: 24px;
      text-align: center;
      color: var(--muted);
    }
  `],Gu=V`
  .whisker {
    flex: none;
  }
  .whisker .bar {
    stroke: var(--whisker);
    stroke-width: 1.5;
    fill: none;
  }
  .whisker .dot {
    fill: var(--whisker-dot);
  }
  .row.significant .whisker .bar {
    stroke: var(--accent);
    stroke-width: 2;
  }
  .row.significant .whisker .dot {
    fill: var(--accent);
  }
  .cell.mark {
    padding: 0;
    text-align: center;
    color: var(--accent);
  }
  .cell.why {
    cursor: help;
  }
`;var HR=["label","count","count_a","count_b","value_a","value_b","gap","bound","p_value"],VR=new Set(["count_a","count_b","value_a","value_b"]),ba=76,Wu=14,KR="minmax(120px, 3fr) repeat(3, minmax(72px, 1fr)) repeat(3, minmax(92px, 1fr)) 212px minmax(64px, 1fr) 24px",qR="minmax(120px, 3fr) minmax(72px, 1fr) minmax(92px, 1fr) 212px minmax(64px, 1fr) 24px",Qd=912,o0=584,UR="fairness:rows-rendered";function jR(e,t,[n,r]){let s=b=>(b-n)/(r-n)*(ba-6)+3,o=b=>Math.min(ba-3,Math.max(3,b)),a=Wu/2,[l,u]=e,c=s(l),f=s(u),d=o(c),h=o(f),p=c<3?`M${d+3},${a-3}L${d},${a}L${d+3},${a+3}`:`M${d},${a-3}V${a+3}`,m=f>ba-3?`M${h-3},${a-3}L${h},${a}L${h-3},${a+3}`:`M${h},${a-3}V${a+3}`,y=t!==null&&Number.isFinite(t)?s(t):-10;return{zero:`M${s(0)},0V${Wu}`,bar:`M${d},${a}H${h}${p}${m}`,dot:y,r:y>=0&&y<=ba?2.5:0}}function GR(e){return g`<svg class="whisker" width=${ba} height=${Wu} aria-hidden="true">
    <path class="zero" d=${e.zero}></path>
    <path class="bar" d=${e.bar}></path>
    <circle class="dot" cx=${e.dot} cy=${Wu/2} r=${e.r}></circle>
  </svg>`}var WR=4096,ya=class extends G{constructor(){super();this.pendingMark=!1;this.width=0;this.resize=new ResizeObserver(n=>{this.width=n[0]?.contentRect.width??0,this.updateCompact()});this.cursor=new Yr(this,{open:n=>this.openRow(n),close:()=>this.open===null?!1:(this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0})),!0)});this.texts=new Map;this.rowTemplate=(n,r)=>this.renderRow(n,r);this.lastCursor=null;this.table=null,this.rows=[],this.sort="gap",this.dir="desc",this.names={a:"A",b:"B",metric:"value"},this.stats=null,this.columns="auto",this.open=null,this.compact=!1}connectedCallback(){super.connectedCallback(),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect()}updateCompact(){let n=this.columns==="compact"||this.columns==="auto"&&this.width>0&&this.width<Qd;n!==this.compact&&(this.compact=n)}openRow(n){let r=this.table;if(!r||n<0||n>=r.rows)return;this.cursor.set(n);let i=this.shadowRoot?.querySelector("[role=table]");this.dispatchEvent(new CustomEvent("row-open",{detail:{key:r.columns.label[n],opener:i},bubbles:!0,composed:!0}))}headerColumns(){let{level:n,fdr:r}=this.stats,i=Es("significant",this.names,n,r),s=g`<span class="mark" role="columnheader" data-col="significant" title=${i.title}>★</span>`;return[...HR.map(o=>({key:o,text:o==="label",className:VR.has(o)?"ab":void 0,...Es(o,this.names,n,r)})),{header:s}]}rowText(n){let r=this.texts.get(n);if(r)return r;let i=this.table,s=i.columns,o=this.stats,a=Ru(i,n,o.minCount),l=s.gap[n],u=a.interval?`${Ft(o.level)} interval ${a.intervalText}; conservative bound ${a.bound===null?"\u2014":a.bound}`+(a.insufficient?`. ${a.pTitle}`:""):a.intervalReason??"",c=d=>wu(s[d][n],i.states[d][n]),f={count:N(s.count[n]),countA:N(s.count_a[n]),countB:N(s.count_b[n]),value_a:c("value_a"),value_b:c("value_b"),gap:c("gap"),stats:a,intervalTitle:u,whisker:a.interval?jR(a.interval,typeof l=="number"?l:null,o.domain):null};return this.texts.size>=WR&&this.texts.clear(),this.texts.set(n,f),f}renderValue(n,r,i){return r.state===null?g`<div class="cell num ${i?"ab":""}" role="cell" data-col=${n} title=${r.title}>${r.text}</div>`:g`<div
      class="cell num ${i?"ab":""} state ${r.state==="undefined"?"undef":"inf"}"
      role="cell"
      data-col=${n}
      data-state=${r.state}
      title=${r.title}
    >
      ${r.text}
    </div>`}renderStats(n){let r=n.stats,i=n.intervalTitle,s=`significant at FDR ${Ft(this.stats.fdr)}`;return g`<div
        class="cell num interval ${r.interval?"":"state undef"}"
        role="cell"
        data-col="interval"
        data-lower=${r.interval?String(r.interval[0]):""}
        data-upper=${r.interval?String(r.interval[1]):""}
        title=${i}
      >
        ${n.whisker?GR(n.whisker):_}<span
          class="text"
          >${r.intervalText}</span
        >
      </div>
      <div
        class="cell num ${r.p===null?"why":""} ${r.pText==="undefined"?"state undef":""}"
        role="cell"
        data-col="p_value"
        title=${r.pTitle}
      >
        ${r.pText}
      </div>
      ${Uu(r.significant,s)}`}renderRow(n,r){let i=this.table.columns,s=i.label[n],o=i.insufficient[n]===!0,a=i.significant[n]===!0,l=this.rowText(n);return g`<div
      class="row ${o?"insufficient":""} ${a?"significant":""} ${this.cursor.isCursor(n)?"cursor":""}"
      role="row"
      aria-selected=${n===this.open?"true":"false"}
      data-row=${n}
      data-pos=${r}
      data-insufficient=${o?"true":"false"}
      data-significant=${a?"true":"false"}
      title=${o?Bd(this.stats.minCount):_}
      @click=${()=>this.openRow(n)}
    >
      <div class="cell label" role="cell" data-col="label" title=${s}>${s}</div>
      <div class="cell num" role="cell" data-col="count">${l.count}</div>
      <div class="cell num ab" role="cell" data-col="count_a">${l.countA}</div>
      <div class="cell num ab" role="cell" data-col="count_b">${l.countB}</div>
      ${this.renderValue("value_a",l.value_a,!0)} ${this.renderValue("value_b",l.value_b,!0)}
      ${this.renderValue("gap",l.gap,!1)} ${this.renderStats(l)}
    </div>`}willUpdate(n){(n.has("table")||n.has("rows"))&&(n.has("table")&&(this.scrollTop=0),this.pendingMark=this.rows.length>0),n.has("columns")&&this.updateCompact();let r=this.cursorMoved();(n.has("table")||n.has("stats"))&&this.texts.clear(),(r||n.has("table")||n.has("stats")||n.has("open")||n.has("names"))&&(this.rowTemplate=(i,s)=>this.renderRow(i,s))}cursorMoved(){let n=this.cursor.row!==this.lastCursor;return this.lastCursor=this.cursor.row,n}updated(){if(!this.pendingMark)return;let n=this.renderRoot,r=()=>{this.pendingMark&&(n.querySelector(".row")?(this.pendingMark=!1,requestAnimationFrame(()=>performance.mark(UR))):requestAnimationFrame(r))};r()}render(){return!this.table||!this.stats?_:qs(this,{columns:this.headerColumns(),defaultDir:Id,renderRow:this.rowTemplate,label:"Labels ranked by gap",empty:"No label matches the filters.",keyByPosition:!0,focusable:!0})}};ya.properties={...Xr,names:{attribute:!1},stats:{attribute:!1},columns:{attribute:!1},open:{attribute:!1},compact:{type:Boolean,reflect:!0}},ya.styles=[Z,...js,Gu,V`
      .head,
      .row {
        grid-template-columns: ${Ue(KR)};
        min-width: ${Ue(`${Qd}px`)};
      }
      lit-virtualizer {
        min-width: ${Ue(`${Qd}px`)};
      }
      :host([compact]) .head,
      :host([compact]) .row {
        grid-template-columns: ${Ue(qR)};
        min-width: ${Ue(`${o0}px`)};
      }
      :host([compact]) lit-virtualizer {
        min-width: ${Ue(`${o0}px`)};
      }
      :host([compact]) .ab {
        display: none;
      }
      .head button {
        padding: 4px 6px;
      }
      /* An unsorted head keeps no room for its arrow: narrow columns show their whole name. */
      .head button[aria-sort='none'] .arrow {
        display: none;
      }
      .head button .top {
        max-width: 100%;
      }
      .head button .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .cell {
        padding: 0 6px;
      }
      /* The label stays in view when the table scrolls sideways. */
      .head button[data-col='label'],
      .cell.label {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head button[data-col='label'] {
        background: var(--header-bg);
      }
      .head button[data-col='label']:hover {
        background: var(--header-hover);
      }
      .cell.label {
        background: var(--bg);
        line-height: 23px;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .row {
        cursor: pointer;
        /* Each row lays out and paints on its own: a search that changes the rows in view
           does not invalidate the rest of the table. */
        contain: strict;
      }
      .row.insufficient .cell.label {
        background: var(--dim-bg);
      }
      .row:hover .cell.label {
        background: var(--hover-bg);
      }
      /* The cursor's ring over the sticky label too. */
      .row.cursor {
        box-shadow: none;
      }
      .row.cursor::after {
        content: '';
        position: absolute;
        inset: 0;
        z-index: 2;
        pointer-events: none;
        box-shadow: inset 0 0 0 1px var(--border);
      }
      [role='table']:focus .row.cursor::after {
        box-shadow: inset 0 0 0 2px var(--accent);
      }
      .cell.state {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      .cell.state.inf {
        font-style: normal;
      }
      .head .mark {
        align-self: center;
        text-align: center;
        color: var(--muted);
        cursor: help;
      }
      /* The whisker at a fixed place, the text after it in a fixed width, right-aligned:
         whiskers line up whatever the width of their interval's text. */
      .cell.interval {
        display: flex;
        align-items: center;
        gap: 6px;
        padding-right: 4px;
      }
      .cell.interval .text {
        flex: 1;
        min-width: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        text-align: right;
        font-size: 12px;
        font-variant-numeric: tabular-nums;
      }
      .whisker {
        overflow: visible;
      }
      .whisker .zero {
        stroke: var(--chart-rule);
        stroke-dasharray: 2 2;
      }
      .row.insufficient {
        color: var(--state-fg);
        background: var(--dim-bg);
      }
      .row.insufficient:hover {
        background: var(--hover-bg);
      }
      .row.insufficient .whisker .bar {
        stroke: var(--disabled-border);
      }
      .row.insufficient .whisker .dot {
        fill: var(--disabled);
      }
      /* The open row, whatever else it is (insufficient, under the mouse). */
      .row[aria-selected='true'],
      .row[aria-selected='true']:hover,
      .row[aria-selected='true'] .cell.label {
        background: var(--selected-bg);
      }
    `];customElements.define("fairness-table",ya);function ht(e,t){return e==null||t==null?NaN:e<t?-1:e>t?1:e>=t?0:NaN}function mr(e,t){return e==null||t==null?NaN:t<e?-1:t>e?1:t>=e?0:NaN}function Js(e){let t,n,r;e.length!==2?(t=ht,n=(a,l)=>ht(e(a),l),r=(a,l)=>e(a)-l):(t=e===ht||e===mr?e:YR,n=e,r=e);function i(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<0?u=f+1:c=f}while(u<c)}return u}function s(a,l,u=0,c=a.length){if(u<c){if(t(l,l)!==0)return c;do{let f=u+c>>>1;n(a[f],l)<=0?u=f+1:c=f}while(u<c)}return u}function o(a,l,u=0,c=a.length){let f=i(a,l,u,c-1);return f>u&&r(a[f-1],l)>-r(a[f],l)?f-1:f}return{left:i,center:o,right:s}}function YR(){return 0}function a0(e){return e===null?NaN:+e}function*XR(e,t){if(t===void 0)for(let n of e)n!=null&&(n=+n)>=n&&(yield n);else{let n=-1;for(let r of e)(r=t(r,++n,e))!=null&&(r=+r)>=r&&(yield r)}}var l0=Js(ht),Zs=l0.right,YL=l0.left,XL=Js(a0).center;var JL=u0(c0),ZL=u0(JR);function u0(e){return function(t,n,r=n){if(!((n=+n)>=0))throw new RangeError("invalid rx");if(!((r=+r)>=0))throw new RangeError("invalid ry");let{data:i,width:s,height:o}=t;if(!((s=Math.floor(s))>=0))throw new RangeError("invalid width");if(!((o=Math.floor(o!==void 0?o:i.length/s))>=0))throw new RangeError("invalid height");if(!s||!o||!n&&!r)return t;let a=n&&e(n),l=r&&e(r),u=i.slice();return a&&l?(Gs(a,u,i,s,o),Gs(a,i,u,s,o),Gs(a,u,i,s,o),Ws(l,i,u,s,o),Ws(l,u,i,s,o),Ws(l,i,u,s,o)):a?(Gs(a,i,u,s,o),Gs(a,u,i,s,o),Gs(a,i,u,s,o)):l&&(Ws(l,i,u,s,o),Ws(l,u,i,s,o),Ws(l,i,u,s,o)),t}}function Gs(e,t,n,r,i){for(let s=0,o=r*i;s<o;)e(t,n,s,s+=r,1)}function Ws(e,t,n,r,i){for(let s=0,o=r*i;s<r;++s)e(t,n,s,s+o,r)}function JR(e){let t=c0(e);return(n,r,i,s,o)=>{i<<=2,s<<=2,o<<=2,t(n,r,i+0,s+0,o),t(n,r,i+1,s+1,o),t(n,r,i+2,s+2,o),t(n,r,i+3,s+3,o)}}function c0(e){let t=Math.floor(e);if(t===e)return ZR(e);let n=e-t,r=2*e+1;return(i,s,o,a,l)=>{if(!((a-=l)>=o))return;let u=t*s[o],c=l*t,f=c+l;for(let d=o,h=o+c;d<h;d+=l)u+=s[Math.min(a,d)];for(let d=o,h=a;d<=h;d+=l)u+=s[Math.min(a,d+c)],i[d]=(u+n*(s[Math.max(o,d-f)]+s[Math.min(a,d+f)]))/r,u-=s[Math.max(o,d-c)]}}function ZR(e){let t=2*e+1;return(n,r,i,s,o)=>{if(!((s-=o)>=i))return;let a=e*r[i],l=o*e;for(let u=i,c=i+l;u<c;u+=o)a+=r[Math.min(s,u)];for(let u=i,c=s;u<=c;u+=o)a+=r[Math.min(s,u+l)],n[u]=a/t,a-=r[Math.max(i,u-l)]}}function nh(e,t){let n=0;if(t===void 0)for(let r of e)r!=null&&(r=+r)>=r&&++n;else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(i=+i)>=i&&++n}return n}function QR(e){return e.length|0}function e3(e){return!(e>0)}function t3(e){return typeof e!="object"||"length"in e?e:Array.from(e)}function n3(e){return t=>e(...t)}function f0(...e){let t=typeof e[e.length-1]=="function"&&n3(e.pop());e=e.map(t3);let n=e.map(QR),r=e.length-1,i=new Array(r+1).fill(0),s=[];if(r<0||n.some(e3))return s;for(;;){s.push(i.map((a,l)=>e[l][a]));let o=r;for(;++i[o]===n[o];){if(o===0)return t?s.map(t):s;i[o--]=0}}}function d0(e,t){var n=0,r=0;return Float64Array.from(e,t===void 0?i=>n+=+i||0:i=>n+=+t(i,r++,e)||0)}function rh(e,t){let n=0,r,i=0,s=0;if(t===void 0)for(let o of e)o!=null&&(o=+o)>=o&&(r=o-i,i+=r/++n,s+=r*(o-i));else{let o=-1;for(let a of e)(a=t(a,++o,e))!=null&&(a=+a)>=a&&(r=a-i,i+=r/++n,s+=r*(a-i))}if(n>1)return s/(n-1)}function ih(e,t){let n=rh(e,t);return n&&Math.sqrt(n)}function ft(e,t){let n,r;if(t===void 0)for(let i of e)i!=null&&(n===void 0?i>=i&&(n=r=i):(n>i&&(n=i),r<i&&(r=i)));else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(n===void 0?s>=s&&(n=r=s):(n>s&&(n=s),r<s&&(r=s)))}return[n,r]}var Xt=class{constructor(){this._partials=new Float64Array(32),this._n=0}add(t){let n=this._partials,r=0;for(let i=0;i<this._n&&i<32;i++){let s=n[i],o=t+s,a=Math.abs(t)<Math.abs(s)?t-(o-s):s-(o-t);a&&(n[r++]=a),t=o}return n[r]=t,this._n=r+1,this}valueOf(){let t=this._partials,n=this._n,r,i,s,o=0;if(n>0){for(o=t[--n];n>0&&(r=o,i=t[--n],o=r+i,s=i-(o-r),!s););n>0&&(s<0&&t[n-1]<0||s>0&&t[n-1]>0)&&(i=s*2,r=o+i,i==r-o&&(o=r))}return o}};var Jt=class extends Map{constructor(t,n=m0){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let[r,i]of t)this.set(r,i)}get(t){return super.get(eh(this,t))}has(t){return super.has(eh(this,t))}set(t,n){return super.set(h0(this,t),n)}delete(t){return super.delete(p0(this,t))}},Nn=class extends Set{constructor(t,n=m0){if(super(),Object.defineProperties(this,{_intern:{value:new Map},_key:{value:n}}),t!=null)for(let r of t)this.add(r)}has(t){return super.has(eh(this,t))}add(t){return super.add(h0(this,t))}delete(t){return super.delete(p0(this,t))}};function eh({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):n}function h0({_intern:e,_key:t},n){let r=t(n);return e.has(r)?e.get(r):(e.set(r,n),n)}function p0({_intern:e,_key:t},n){let r=t(n);return e.has(r)&&(n=e.get(r),e.delete(r)),n}function m0(e){return e!==null&&typeof e=="object"?e.valueOf():e}function th(e){return e}function Di(e,...t){return sh(e,th,th,t)}function gr(e,t,...n){return sh(e,th,t,n)}function g0(e,t,...n){return sh(e,Array.from,t,n)}function sh(e,t,n,r){return(function i(s,o){if(o>=r.length)return n(s);let a=new Jt,l=r[o++],u=-1;for(let c of s){let f=l(c,++u,s),d=a.get(f);d?d.push(c):a.set(f,[c])}for(let[c,f]of a)a.set(c,i(f,o));return t(a)})(e,0)}function r3(e,t){return Array.from(t,n=>e[n])}function Ys(e,...t){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");e=Array.from(e);let[n]=t;if(n&&n.length!==2||t.length>1){let r=Uint32Array.from(e,(i,s)=>s);return t.length>1?(t=t.map(i=>e.map(i)),r.sort((i,s)=>{for(let o of t){let a=Yu(o[i],o[s]);if(a)return a}})):(n=e.map(n),r.sort((i,s)=>Yu(n[i],n[s]))),r3(e,r)}return e.sort(b0(n))}function b0(e=ht){if(e===ht)return Yu;if(typeof e!="function")throw new TypeError("compare is not a function");return(t,n)=>{let r=e(t,n);return r||r===0?r:(e(n,n)===0)-(e(t,t)===0)}}function Yu(e,t){return(e==null||!(e>=e))-(t==null||!(t>=t))||(e<t?-1:e>t?1:0)}function Ju(e,t,n){return(t.length!==2?Ys(gr(e,t,n),(([r,i],[s,o])=>ht(i,o)||ht(r,s))):Ys(Di(e,n),(([r,i],[s,o])=>t(i,o)||ht(r,s)))).map(([r])=>r)}var i3=Array.prototype,QL=i3.slice;var s3=Math.sqrt(50),o3=Math.sqrt(10),a3=Math.sqrt(2);function Xu(e,t,n){let r=(t-e)/Math.max(0,n),i=Math.floor(Math.log10(r)),s=r/Math.pow(10,i),o=s>=s3?10:s>=o3?5:s>=a3?2:1,a,l,u;return i<0?(u=Math.pow(10,-i)/o,a=Math.round(e*u),l=Math.round(t*u),a/u<e&&++a,l/u>t&&--l,u=-u):(u=Math.pow(10,i)*o,a=Math.round(e/u),l=Math.round(t/u),a*u<e&&++a,l*u>t&&--l),l<a&&.5<=n&&n<2?Xu(e,t,n*2):[a,l,u]}function Jr(e,t,n){if(t=+t,e=+e,n=+n,!(n>0))return[];if(e===t)return[e];let r=t<e,[i,s,o]=r?Xu(t,e,n):Xu(e,t,n);if(!(s>=i))return[];let a=s-i+1,l=new Array(a);if(r)if(o<0)for(let u=0;u<a;++u)l[u]=(s-u)/-o;else for(let u=0;u<a;++u)l[u]=(s-u)*o;else if(o<0)for(let u=0;u<a;++u)l[u]=(i+u)/-o;else for(let u=0;u<a;++u)l[u]=(i+u)*o;return l}function Xs(e,t,n){return t=+t,e=+e,n=+n,Xu(e,t,n)[2]}function xa(e,t,n){t=+t,e=+e,n=+n;let r=t<e,i=r?Xs(t,e,n):Xs(e,t,n);return(r?-1:1)*(i<0?1/-i:i)}function y0(e){return Math.max(1,Math.ceil(Math.log(nh(e))/Math.LN2)+1)}function xt(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n<r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n<i||n===void 0&&i>=i)&&(n=i)}return n}function v0(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n<s||n===void 0&&s>=s)&&(n=s,r=i);return r}function Zt(e,t){let n;if(t===void 0)for(let r of e)r!=null&&(n>r||n===void 0&&r>=r)&&(n=r);else{let r=-1;for(let i of e)(i=t(i,++r,e))!=null&&(n>i||n===void 0&&i>=i)&&(n=i)}return n}function x0(e,t){let n,r=-1,i=-1;if(t===void 0)for(let s of e)++i,s!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);else for(let s of e)(s=t(s,++i,e))!=null&&(n>s||n===void 0&&s>=s)&&(n=s,r=i);return r}function w0(e,t,n=0,r=1/0,i){if(t=Math.floor(t),n=Math.floor(Math.max(0,n)),r=Math.floor(Math.min(e.length-1,r)),!(n<=t&&t<=r))return e;for(i=i===void 0?Yu:b0(i);r>n;){if(r-n>600){let l=r-n+1,u=t-n+1,c=Math.log(l),f=.5*Math.exp(2*c/3),d=.5*Math.sqrt(c*f*(l-f)/l)*(u-l/2<0?-1:1),h=Math.max(n,Math.floor(t-u*f/l+d)),p=Math.min(r,Math.floor(t+(l-u)*f/l+d));w0(e,t,h,p,i)}let s=e[t],o=n,a=r;for(va(e,n,t),i(e[r],s)>0&&va(e,n,r);o<a;){for(va(e,o,a),++o,--a;i(e[o],s)<0;)++o;for(;i(e[a],s)>0;)--a}i(e[n],s)===0?va(e,n,a):(++a,va(e,a,r)),a<=t&&(n=a+1),t<=a&&(r=a-1)}return e}function va(e,t,n){let r=e[t];e[t]=e[n],e[n]=r}function oh(e,t=ht){let n,r=!1;if(t.length===1){let i;for(let s of e){let o=t(s);(r?ht(o,i)>0:ht(o,o)===0)&&(n=s,i=o,r=!0)}}else for(let i of e)(r?t(i,n)>0:t(i,i)===0)&&(n=i,r=!0);return n}function pr(e,t,n){if(e=Float64Array.from(XR(e,n)),!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return Zt(e);if(t>=1)return xt(e);var r,i=(r-1)*t,s=Math.floor(i),o=xt(w0(e,s).subarray(0,s+1)),a=Zt(e.subarray(s+1));return o+(a-o)*(i-s)}}function _0(e,t,n=a0){if(!(!(r=e.length)||isNaN(t=+t))){if(t<=0||r<2)return+n(e[0],0,e);if(t>=1)return+n(e[r-1],r-1,e);var r,i=(r-1)*t,s=Math.floor(i),o=+n(e[s],s,e),a=+n(e[s+1],s+1,e);return o+(a-o)*(i-s)}}function $0(e,t,n){let r=nh(e),i=pr(e,.75)-pr(e,.25);return r&&i?Math.ceil((n-t)/(2*i*Math.pow(r,-1/3))):1}function ah(e,t,n){let r=nh(e),i=ih(e);return r&&i?Math.ceil((n-t)*Math.cbrt(r)/(3.49*i)):1}function S0(e,t){let n=0,r=0;if(t===void 0)for(let i of e)i!=null&&(i=+i)>=i&&(++n,r+=i);else{let i=-1;for(let s of e)(s=t(s,++i,e))!=null&&(s=+s)>=s&&(++n,r+=s)}if(n)return r/n}function wa(e,t){return pr(e,.5,t)}function*l3(e){for(let t of e)yield*t}function lh(e){return Array.from(l3(e))}function k0(e,t){let n=new Jt;if(t===void 0)for(let s of e)s!=null&&s>=s&&n.set(s,(n.get(s)||0)+1);else{let s=-1;for(let o of e)(o=t(o,++s,e))!=null&&o>=o&&n.set(o,(n.get(o)||0)+1)}let r,i=0;for(let[s,o]of n)o>i&&(i=o,r=s);return r}function T0(e,t=u3){let n=[],r,i=!1;for(let s of e)i&&n.push(t(r,s)),r=s,i=!0;return n}function u3(e,t){return[e,t]}function Qs(e,t,n){e=+e,t=+t,n=(i=arguments.length)<2?(t=e,e=0,1):i<3?1:+n;for(var r=-1,i=Math.max(0,Math.ceil((t-e)/n))|0,s=new Array(i);++r<i;)s[r]=e+r*n;return s}var eN=c3(Math.random);function c3(e){return function(n,r=0,i=n.length){let s=i-(r=+r);for(;s;){let o=e()*s--|0,a=n[s+r];n[s+r]=n[o+r],n[o+r]=a}return n}}function yn(e,t){let n=0;if(t===void 0)for(let r of e)(r=+r)&&(n+=r);else{let r=-1;for(let i of e)(i=+t(i,++r,e))&&(n+=i)}return n}function eo(e){if(typeof e[Symbol.iterator]!="function")throw new TypeError("values is not iterable");return Array.from(e).reverse()}function f3(e){return e}var uh=1,ch=2,fh=3,Zu=4,C0=1e-6;function d3(e){return"translate("+e+",0)"}function h3(e){return"translate(0,"+e+")"}function p3(e){return t=>+e(t)}function m3(e,t){return t=Math.max(0,e.bandwidth()-t*2)/2,e.round()&&(t=Math.round(t)),n=>+e(n)+t}function g3(){return!this.__axis}function b3(e,t){var n=[],r=null,i=null,s=6,o=6,a=3,l=typeof window<"u"&&window.devicePixelRatio>1?0:.5,u=e===uh||e===Zu?-1:1,c=e===Zu||e===ch?"x":"y",f=e===uh||e===fh?d3:h3;function d(h){var p=r??(t.ticks?t.ticks.apply(t,n):t.domain()),m=i??(t.tickFormat?t.tickFormat.apply(t,n):f3),y=Math.max(s,0)+a,b=t.range(),v=+b[0]+l,$=+b[b.length-1]+l,x=(t.bandwidth?m3:p3)(t.copy(),l),k=h.selection?h.selection():h,w=k.selectAll(".domain").data([null]),S=k.selectAll(".tick").data(p,t).order(),C=S.exit(),M=S.enter().append("g").attr("class","tick"),D=S.select("line"),E=S.select("text");w=w.merge(w.enter().insert("path",".tick").attr("class","domain").attr("stroke","currentColor")),S=S.merge(M),D=D.merge(M.append("line").attr("stroke","currentColor").attr(c+"2",u*s)),E=E.merge(M.append("text").attr("fill","currentColor").attr(c,u*y).attr("dy",e===uh?"0em":e===fh?"0.71em":"0.32em")),h!==k&&(w=w.transition(h),S=S.transition(h),D=D.transition(h),E=E.transition(h),C=C.transition(h).attr("opacity",C0).attr("transform",function(P){return isFinite(P=x(P))?f(P+l):this.getAttribute("transform")}),M.attr("opacity",C0).attr("transform",function(P){var F=this.parentNode.__axis;return f((F&&isFinite(F=F(P))?F:x(P))+l)})),C.remove(),w.attr("d",e===Zu||e===ch?o?"M"+u*o+","+v+"H"+l+"V"+$+"H"+u*o:"M"+l+","+v+"V"+$:o?"M"+v+","+u*o+"V"+l+"H"+$+"V"+u*o:"M"+v+","+l+"H"+$),S.attr("opacity",1).attr("transform",function(P){return f(x(P)+l)}),D.attr(c+"2",u*s),E.attr(c,u*y).text(m),k.filter(g3).attr("fill","none").attr("font-size",10).attr("font-family","sans-serif").attr("text-anchor",e===ch?"start":e===Zu?"end":"middle"),k.each(function(){this.__axis=x})}return d.scale=function(h){return arguments.length?(t=h,d):t},d.ticks=function(){return n=Array.from(arguments),d},d.tickArguments=function(h){return arguments.length?(n=h==null?[]:Array.from(h),d):n.slice()},d.tickValues=function(h){return arguments.length?(r=h==null?null:Array.from(h),d):r&&r.slice()},d.tickFormat=function(h){return arguments.length?(i=h,d):i},d.tickSize=function(h){return arguments.length?(s=o=+h,d):s},d.tickSizeInner=function(h){return arguments.length?(s=+h,d):s},d.tickSizeOuter=function(h){return arguments.length?(o=+h,d):o},d.tickPadding=function(h){return arguments.length?(a=+h,d):a},d.offset=function(h){return arguments.length?(l=+h,d):l},d}function M0(e){return b3(fh,e)}var dh="http://www.w3.org/1999/xhtml",Zr={svg:"http://www.w3.org/2000/svg",xhtml:dh,xlink:"http://www.w3.org/1999/xlink",xml:"http://www.w3.org/XML/1998/namespace",xmlns:"http://www.w3.org/2000/xmlns/"};function R0(e){var t=e+="",n=t.indexOf(":");return n>=0&&(t=e.slice(0,n))!=="xmlns"&&(e=e.slice(n+1)),Zr.hasOwnProperty(t)?{space:Zr[t],local:e}:e}function y3(e){return function(){var t=this.ownerDocument,n=this.namespaceURI;return n===dh&&t.documentElement.namespaceURI===dh?t.createElement(e):t.createElementNS(n,e)}}function v3(e){return function(){return this.ownerDocument.createElementNS(e.space,e.local)}}function to(e){var t=R0(e);return(t.local?v3:y3)(t)}function x3(){}function E0(e){return e==null?x3:function(){return this.querySelector(e)}}function w3(e){typeof e!="function"&&(e=E0(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=new Array(o),l,u,c=0;c<o;++c)(l=s[c])&&(u=e.call(l,l.__data__,c,s))&&("__data__"in l&&(u.__data__=l.__data__),a[c]=u);return new Vt(r,this._parents)}function _3(e){return e==null?[]:Array.isArray(e)?e:Array.from(e)}function $3(){return[]}function S3(e){return e==null?$3:function(){return this.querySelectorAll(e)}}function k3(e){return function(){return _3(e.apply(this,arguments))}}function T3(e){typeof e=="function"?e=k3(e):e=S3(e);for(var t=this._groups,n=t.length,r=[],i=[],s=0;s<n;++s)for(var o=t[s],a=o.length,l,u=0;u<a;++u)(l=o[u])&&(r.push(e.call(l,l.__data__,u,o)),i.push(l));return new Vt(r,i)}function C3(e){return function(){return this.matches(e)}}function A0(e){return function(t){return t.matches(e)}}var M3=Array.prototype.find;function R3(e){return function(){return M3.call(this.children,e)}}function E3(){return this.firstElementChild}function A3(e){return this.select(e==null?E3:R3(typeof e=="function"?e:A0(e)))}var P3=Array.prototype.filter;function D3(){return Array.from(this.children)}function L3(e){return function(){return P3.call(this.children,e)}}function N3(e){return this.selectAll(e==null?D3:L3(typeof e=="function"?e:A0(e)))}function I3(e){typeof e!="function"&&(e=C3(e));for(var t=this._groups,n=t.length,r=new Array(n),i=0;i<n;++i)for(var s=t[i],o=s.length,a=r[i]=[],l,u=0;u<o;++u)(l=s[u])&&e.call(l,l.__data__,u,s)&&a.push(l);return new Vt(r,this._parents)}function P0(e){return new Array(e.length)}function O3(){return new Vt(this._enter||this._groups.map(P0),this._parents)}function Qu(e,t){this.ownerDocument=e.ownerDocument,this.namespaceURI=e.namespaceURI,this._next=null,this._parent=e,this.__data__=t}Qu.prototype={constructor:Qu,appendChild:function(e){return this._parent.insertBefore(e,this._next)},insertBefore:function(e,t){return this._parent.insertBefore(e,t)},querySelector:function(e){return this._parent.querySelector(e)},querySelectorAll:function(e){return this._parent.querySelectorAll(e)}};function z3(e){return function(){return e}}function B3(e,t,n,r,i,s){for(var o=0,a,l=t.length,u=s.length;o<u;++o)(a=t[o])?(a.__data__=s[o],r[o]=a):n[o]=new Qu(e,s[o]);for(;o<l;++o)(a=t[o])&&(i[o]=a)}function F3(e,t,n,r,i,s,o){var a,l,u=new Map,c=t.length,f=s.length,d=new Array(c),h;for(a=0;a<c;++a)(l=t[a])&&(d[a]=h=o.call(l,l.__data__,a,t)+"",u.has(h)?i[a]=l:u.set(h,l));for(a=0;a<f;++a)h=o.call(e,s[a],a,s)+"",(l=u.get(h))?(r[a]=l,l.__data__=s[a],u.delete(h)):n[a]=new Qu(e,s[a]);for(a=0;a<c;++a)(l=t[a])&&u.get(d[a])===l&&(i[a]=l)}function H3(e){return e.__data__}function V3(e,t){if(!arguments.length)return Array.from(this,H3);var n=t?F3:B3,r=this._parents,i=this._groups;typeof e!="function"&&(e=z3(e));for(var s=i.length,o=new Array(s),a=new Array(s),l=new Array(s),u=0;u<s;++u){var c=r[u],f=i[u],d=f.length,h=K3(e.call(c,c&&c.__data__,u,r)),p=h.length,m=a[u]=new Array(p),y=o[u]=new Array(p),b=l[u]=new Array(d);n(c,f,m,y,b,h,t);for(var v=0,$=0,x,k;v<p;++v)if(x=m[v]){for(v>=$&&($=v+1);!(k=y[$])&&++$<p;);x._next=k||null}}return o=new Vt(o,r),o._enter=a,o._exit=l,o}function K3(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function q3(){return new Vt(this._exit||this._groups.map(P0),this._parents)}function U3(e,t,n){var r=this.enter(),i=this,s=this.exit();return typeof e=="function"?(r=e(r),r&&(r=r.selection())):r=r.append(e+""),t!=null&&(i=t(i),i&&(i=i.selection())),n==null?s.remove():n(s),r&&i?r.merge(i).order():i}function j3(e){for(var t=e.selection?e.selection():e,n=this._groups,r=t._groups,i=n.length,s=r.length,o=Math.min(i,s),a=new Array(i),l=0;l<o;++l)for(var u=n[l],c=r[l],f=u.length,d=a[l]=new Array(f),h,p=0;p<f;++p)(h=u[p]||c[p])&&(d[p]=h);for(;l<i;++l)a[l]=n[l];return new Vt(a,this._parents)}function G3(){for(var e=this._groups,t=-1,n=e.length;++t<n;)for(var r=e[t],i=r.length-1,s=r[i],o;--i>=0;)(o=r[i])&&(s&&o.compareDocumentPosition(s)^4&&s.parentNode.insertBefore(o,s),s=o);return this}function W3(e){e||(e=Y3);function t(f,d){return f&&d?e(f.__data__,d.__data__):!f-!d}for(var n=this._groups,r=n.length,i=new Array(r),s=0;s<r;++s){for(var o=n[s],a=o.length,l=i[s]=new Array(a),u,c=0;c<a;++c)(u=o[c])&&(l[c]=u);l.sort(t)}return new Vt(i,this._parents).order()}function Y3(e,t){return e<t?-1:e>t?1:e>=t?0:NaN}function X3(){var e=arguments[0];return arguments[0]=this,e.apply(null,arguments),this}function J3(){return Array.from(this)}function Z3(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length;i<s;++i){var o=r[i];if(o)return o}return null}function Q3(){let e=0;for(let t of this)++e;return e}function e6(){return!this.node()}function t6(e){for(var t=this._groups,n=0,r=t.length;n<r;++n)for(var i=t[n],s=0,o=i.length,a;s<o;++s)(a=i[s])&&e.call(a,a.__data__,s,i);return this}function n6(e){return function(){this.removeAttribute(e)}}function r6(e){return function(){this.removeAttributeNS(e.space,e.local)}}function i6(e,t){return function(){this.setAttribute(e,t)}}function s6(e,t){return function(){this.setAttributeNS(e.space,e.local,t)}}function o6(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttribute(e):this.setAttribute(e,n)}}function a6(e,t){return function(){var n=t.apply(this,arguments);n==null?this.removeAttributeNS(e.space,e.local):this.setAttributeNS(e.space,e.local,n)}}function l6(e,t){var n=R0(e);if(arguments.length<2){var r=this.node();return n.local?r.getAttributeNS(n.space,n.local):r.getAttribute(n)}return this.each((t==null?n.local?r6:n6:typeof t=="function"?n.local?a6:o6:n.local?s6:i6)(n,t))}function D0(e){return e.ownerDocument&&e.ownerDocument.defaultView||e.document&&e||e.defaultView}function u6(e){return function(){this.style.removeProperty(e)}}function c6(e,t,n){return function(){this.style.setProperty(e,t,n)}}function f6(e,t,n){return function(){var r=t.apply(this,arguments);r==null?this.style.removeProperty(e):this.style.setProperty(e,r,n)}}function d6(e,t,n){return arguments.length>1?this.each((t==null?u6:typeof t=="function"?f6:c6)(e,t,n??"")):h6(this.node(),e)}function h6(e,t){return e.style.getPropertyValue(t)||D0(e).getComputedStyle(e,null).getPropertyValue(t)}function p6(e){return function(){delete this[e]}}function m6(e,t){return function(){this[e]=t}}function g6(e,t){return function(){var n=t.apply(this,arguments);n==null?delete this[e]:this[e]=n}}function b6(e,t){return arguments.length>1?this.each((t==null?p6:typeof t=="function"?g6:m6)(e,t)):this.node()[e]}function L0(e){return e.trim().split(/^|\s+/)}function ph(e){return e.classList||new N0(e)}function N0(e){this._node=e,this._names=L0(e.getAttribute("class")||"")}N0.prototype={add:function(e){var t=this._names.indexOf(e);t<0&&(this._names.push(e),this._node.setAttribute("class",this._names.join(" ")))},remove:function(e){var t=this._names.indexOf(e);t>=0&&(this._names.splice(t,1),this._node.setAttribute("class",this._names.join(" ")))},contains:function(e){return this._names.indexOf(e)>=0}};function I0(e,t){for(var n=ph(e),r=-1,i=t.length;++r<i;)n.add(t[r])}function O0(e,t){for(var n=ph(e),r=-1,i=t.length;++r<i;)n.remove(t[r])}function y6(e){return function(){I0(this,e)}}function v6(e){return function(){O0(this,e)}}function x6(e,t){return function(){(t.apply(this,arguments)?I0:O0)(this,e)}}function w6(e,t){var n=L0(e+"");if(arguments.length<2){for(var r=ph(this.node()),i=-1,s=n.length;++i<s;)if(!r.contains(n[i]))return!1;return!0}return this.each((typeof t=="function"?x6:t?y6:v6)(n,t))}function _6(){this.textContent=""}function $6(e){return function(){this.textContent=e}}function S6(e){return function(){var t=e.apply(this,arguments);this.textContent=t??""}}function k6(e){return arguments.length?this.each(e==null?_6:(typeof e=="function"?S6:$6)(e)):this.node().textContent}function T6(){this.innerHTML=""}function C6(e){return function(){this.innerHTML=e}}function M6(e){return function(){var t=e.apply(this,arguments);this.innerHTML=t??""}}function R6(e){return arguments.length?this.each(e==null?T6:(typeof e=="function"?M6:C6)(e)):this.node().innerHTML}function E6(){this.nextSibling&&this.parentNode.appendChild(this)}function A6(){return this.each(E6)}function P6(){this.previousSibling&&this.parentNode.insertBefore(this,this.parentNode.firstChild)}function D6(){return this.each(P6)}function L6(e){var t=typeof e=="function"?e:to(e);return this.select(function(){return this.appendChild(t.apply(this,arguments))})}function N6(){return null}function I6(e,t){var n=typeof e=="function"?e:to(e),r=t==null?N6:typeof t=="function"?t:E0(t);return this.select(function(){return this.insertBefore(n.apply(this,arguments),r.apply(this,arguments)||null)})}function O6(){var e=this.parentNode;e&&e.removeChild(this)}function z6(){return this.each(O6)}function B6(){var e=this.cloneNode(!1),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function F6(){var e=this.cloneNode(!0),t=this.parentNode;return t?t.insertBefore(e,this.nextSibling):e}function H6(e){return this.select(e?F6:B6)}function V6(e){return arguments.length?this.property("__data__",e):this.node().__data__}function K6(e){return function(t){e.call(this,t,this.__data__)}}function q6(e){return e.trim().split(/^|\s+/).map(function(t){var n="",r=t.indexOf(".");return r>=0&&(n=t.slice(r+1),t=t.slice(0,r)),{type:t,name:n}})}function U6(e){return function(){var t=this.__on;if(t){for(var n=0,r=-1,i=t.length,s;n<i;++n)s=t[n],(!e.type||s.type===e.type)&&s.name===e.name?this.removeEventListener(s.type,s.listener,s.options):t[++r]=s;++r?t.length=r:delete this.__on}}}function j6(e,t,n){return function(){var r=this.__on,i,s=K6(t);if(r){for(var o=0,a=r.length;o<a;++o)if((i=r[o]).type===e.type&&i.name===e.name){this.removeEventListener(i.type,i.listener,i.options),this.addEventListener(i.type,i.listener=s,i.options=n),i.value=t;return}}this.addEventListener(e.type,s,n),i={type:e.type,name:e.name,value:t,listener:s,options:n},r?r.push(i):this.__on=[i]}}function G6(e,t,n){var r=q6(e+""),i,s=r.length,o;if(arguments.length<2){var a=this.node().__on;if(a){for(var l=0,u=a.length,c;l<u;++l)for(i=0,c=a[l];i<s;++i)if((o=r[i]).type===c.type&&o.name===c.name)return c.value}return}for(a=t?j6:U6,i=0;i<s;++i)this.each(a(r[i],t,n));return this}function z0(e,t,n){var r=D0(e),i=r.CustomEvent;typeof i=="function"?i=new i(t,n):(i=r.document.createEvent("Event"),n?(i.initEvent(t,n.bubbles,n.cancelable),i.detail=n.detail):i.initEvent(t,!1,!1)),e.dispatchEvent(i)}function W6(e,t){return function(){return z0(this,e,t)}}function Y6(e,t){return function(){return z0(this,e,t.apply(this,arguments))}}function X6(e,t){return this.each((typeof t=="function"?Y6:W6)(e,t))}function*J6(){for(var e=this._groups,t=0,n=e.length;t<n;++t)for(var r=e[t],i=0,s=r.length,o;i<s;++i)(o=r[i])&&(yield o)}var B0=[null];function Vt(e,t){this._groups=e,this._parents=t}function Z6(){return new Vt([[document.documentElement]],B0)}function Q6(){return this}Vt.prototype=Z6.prototype={constructor:Vt,select:w3,selectAll:T3,selectChild:A3,selectChildren:N3,filter:I3,data:V3,enter:O3,exit:q3,join:U3,merge:j3,selection:Q6,order:G3,sort:W3,call:X3,nodes:J3,node:Z3,size:Q3,empty:e6,each:t6,attr:l6,style:d6,property:b6,classed:w6,text:k6,html:R6,raise:A6,lower:D6,append:L6,insert:I6,remove:z6,clone:H6,datum:V6,on:G6,dispatch:X6,[Symbol.iterator]:J6};function vn(e){return typeof e=="string"?new Vt([[document.querySelector(e)]],[document.documentElement]):new Vt([[e]],B0)}var eE=0;function tE(){return new hh}function hh(){this._="@"+(++eE).toString(36)}hh.prototype=tE.prototype={constructor:hh,get:function(e){for(var t=this._;!(t in e);)if(!(e=e.parentNode))return;return e[t]},set:function(e,t){return e[this._]=t},remove:function(e){return this._ in e&&delete e[this._]},toString:function(){return this._}};function nE(e){let t;for(;t=e.sourceEvent;)e=t;return e}function F0(e,t){if(e=nE(e),t===void 0&&(t=e.currentTarget),t){var n=t.ownerSVGElement||t;if(n.createSVGPoint){var r=n.createSVGPoint();return r.x=e.clientX,r.y=e.clientY,r=r.matrixTransform(t.getScreenCTM().inverse()),[r.x,r.y]}if(t.getBoundingClientRect){var i=t.getBoundingClientRect();return[e.clientX-i.left-t.clientLeft,e.clientY-i.top-t.clientTop]}}return[e.pageX,e.pageY]}function so(e,t,n){e.prototype=t.prototype=n,n.constructor=e}function Sa(e,t){var n=Object.create(e.prototype);for(var r in t)n[r]=t[r];return n}function Qr(){}var Oi=.7,io=1/Oi,no="\\s*([+-]?\\d+)\\s*",_a="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)\\s*",In="\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)%\\s*",rE=/^#([0-9a-f]{3,8})$/,iE=new RegExp(`^rgb\\(${no},${no},${no}\\)$`),sE=new RegExp(`^rgb\\(${In},${In},${In}\\)$`),oE=new RegExp(`^rgba\\(${no},${no},${no},${_a}\\)$`),aE=new RegExp(`^rgba\\(${In},${In},${In},${_a}\\)$`),lE=new RegExp(`^hsl\\(${_a},${In},${In}\\)$`),uE=new RegExp(`^hsla\\(${_a},${In},${In},${_a}\\)$`),H0={aliceblue:15792383,antiquewhite:16444375,aqua:65535,aquamarine:8388564,azure:15794175,beige:16119260,bisque:16770244,black:0,blanchedalmond:16772045,blue:255,blueviolet:9055202,brown:10824234,burlywood:14596231,cadetblue:6266528,chartreuse:8388352,chocolate:13789470,coral:16744272,cornflowerblue:6591981,cornsilk:16775388,crimson:14423100,cyan:65535,darkblue:139,darkcyan:35723,darkgoldenrod:12092939,darkgray:11119017,darkgreen:25600,darkgrey:11119017,darkkhaki:12433259,darkmagenta:9109643,darkolivegreen:5597999,darkorange:16747520,darkorchid:10040012,darkred:9109504,darksalmon:15308410,darkseagreen:9419919,darkslateblue:4734347,darkslategray:3100495,darkslategrey:3100495,darkturquoise:52945,darkviolet:9699539,deeppink:16716947,deepskyblue:49151,dimgray:6908265,dimgrey:6908265,dodgerblue:2003199,firebrick:11674146,floralwhite:16775920,forestgreen:2263842,fuchsia:16711935,gainsboro:14474460,ghostwhite:16316671,gold:16766720,goldenrod:14329120,gray:8421504,green:32768,greenyellow:11403055,grey:8421504,honeydew:15794160,hotpink:16738740,indianred:13458524,indigo:4915330,ivory:16777200,khaki:15787660,lavender:15132410,lavenderblush:16773365,lawngreen:8190976,lemonchiffon:16775885,lightblue:11393254,lightcoral:15761536,lightcyan:14745599,lightgoldenrodyellow:16448210,lightgray:13882323,lightgreen:9498256,lightgrey:13882323,lightpink:16758465,lightsalmon:16752762,lightseagreen:2142890,lightskyblue:8900346,lightslategray:7833753,lightslategrey:7833753,lightsteelblue:11584734,lightyellow:16777184,lime:65280,limegreen:3329330,linen:16445670,magenta:16711935,maroon:8388608,mediumaquamarine:6737322,mediumblue:205,mediumorchid:12211667,mediumpurple:9662683,mediumseagreen:3978097,mediumslateblue:8087790,mediumspringgreen:64154,mediumturquoise:4772300,mediumvioletred:13047173,midnightblue:1644912,mintcream:16121850,mistyrose:16770273,moccasin:16770229,navajowhite:16768685,navy:128,oldlace:16643558,olive:8421376,olivedrab:7048739,orange:16753920,orangered:16729344,orchid:14315734,palegoldenrod:15657130,palegreen:10025880,paleturquoise:11529966,palevioletred:14381203,papayawhip:16773077,peachpuff:16767673,peru:13468991,pink:16761035,plum:14524637,powderblue:11591910,purple:8388736,rebeccapurple:6697881,red:16711680,rosybrown:12357519,royalblue:4286945,saddlebrown:9127187,salmon:16416882,sandybrown:16032864,seagreen:3050327,seashell:16774638,sienna:10506797,silver:12632256,skyblue:8900331,slateblue:6970061,slategray:7372944,slategrey:7372944,snow:16775930,springgreen:65407,steelblue:4620980,tan:13808780,teal:32896,thistle:14204888,tomato:16737095,turquoise:4251856,violet:15631086,wheat:16113331,white:16777215,whitesmoke:16119285,yellow:16776960,yellowgreen:10145074};so(Qr,oo,{copy(e){return Object.assign(new this.constructor,this,e)},displayable(){return this.rgb().displayable()},hex:V0,formatHex:V0,formatHex8:cE,formatHsl:fE,formatRgb:K0,toString:K0});function V0(){return this.rgb().formatHex()}function cE(){return this.rgb().formatHex8()}function fE(){return Z0(this).formatHsl()}function K0(){return this.rgb().formatRgb()}function oo(e){var t,n;return e=(e+"").trim().toLowerCase(),(t=rE.exec(e))?(n=t[1].length,t=parseInt(t[1],16),n===6?q0(t):n===3?new tt(t>>8&15|t>>4&240,t>>4&15|t&240,(t&15)<<4|t&15,1):n===8?ec(t>>24&255,t>>16&255,t>>8&255,(t&255)/255):n===4?ec(t>>12&15|t>>8&240,t>>8&15|t>>4&240,t>>4&15|t&240,((t&15)<<4|t&15)/255):null):(t=iE.exec(e))?new tt(t[1],t[2],t[3],1):(t=sE.exec(e))?new tt(t[1]*255/100,t[2]*255/100,t[3]*255/100,1):(t=oE.exec(e))?ec(t[1],t[2],t[3],t[4]):(t=aE.exec(e))?ec(t[1]*255/100,t[2]*255/100,t[3]*255/100,t[4]):(t=lE.exec(e))?G0(t[1],t[2]/100,t[3]/100,1):(t=uE.exec(e))?G0(t[1],t[2]/100,t[3]/100,t[4]):H0.hasOwnProperty(e)?q0(H0[e]):e==="transparent"?new tt(NaN,NaN,NaN,0):null}function q0(e){return new tt(e>>16&255,e>>8&255,e&255,1)}function ec(e,t,n,r){return r<=0&&(e=t=n=NaN),new tt(e,t,n,r)}function xh(e){return e instanceof Qr||(e=oo(e)),e?(e=e.rgb(),new tt(e.r,e.g,e.b,e.opacity)):new tt}function wn(e,t,n,r){return arguments.length===1?xh(e):new tt(e,t,n,r??1)}function tt(e,t,n,r){this.r=+e,this.g=+t,this.b=+n,this.opacity=+r}so(tt,wn,Sa(Qr,{brighter(e){return e=e==null?io:Math.pow(io,e),new tt(this.r*e,this.g*e,this.b*e,this.opacity)},darker(e){return e=e==null?Oi:Math.pow(Oi,e),new tt(this.r*e,this.g*e,this.b*e,this.opacity)},rgb(){return this},clamp(){return new tt(Ni(this.r),Ni(this.g),Ni(this.b),nc(this.opacity))},displayable(){return-.5<=this.r&&this.r<255.5&&-.5<=this.g&&this.g<255.5&&-.5<=this.b&&this.b<255.5&&0<=this.opacity&&this.opacity<=1},hex:U0,formatHex:U0,formatHex8:dE,formatRgb:j0,toString:j0}));function U0(){return`#${Li(this.r)}${Li(this.g)}${Li(this.b)}`}function dE(){return`#${Li(this.r)}${Li(this.g)}${Li(this.b)}${Li((isNaN(this.opacity)?1:this.opacity)*255)}`}function j0(){let e=nc(this.opacity);return`${e===1?"rgb(":"rgba("}${Ni(this.r)}, ${Ni(this.g)}, ${Ni(this.b)}${e===1?")":`, ${e})`}`}function nc(e){return isNaN(e)?1:Math.max(0,Math.min(1,e))}function Ni(e){return Math.max(0,Math.min(255,Math.round(e)||0))}function Li(e){return e=Ni(e),(e<16?"0":"")+e.toString(16)}function G0(e,t,n,r){return r<=0?e=t=n=NaN:n<=0||n>=1?e=t=NaN:t<=0&&(e=NaN),new xn(e,t,n,r)}function Z0(e){if(e instanceof xn)return new xn(e.h,e.s,e.l,e.opacity);if(e instanceof Qr||(e=oo(e)),!e)return new xn;if(e instanceof xn)return e;e=e.rgb();var t=e.r/255,n=e.g/255,r=e.b/255,i=Math.min(t,n,r),s=Math.max(t,n,r),o=NaN,a=s-i,l=(s+i)/2;return a?(t===s?o=(n-r)/a+(n<r)*6:n===s?o=(r-t)/a+2:o=(t-n)/a+4,a/=l<.5?s+i:2-s-i,o*=60):a=l>0&&l<1?0:o,new xn(o,a,l,e.opacity)}function ic(e,t,n,r){return arguments.length===1?Z0(e):new xn(e,t,n,r??1)}function xn(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}so(xn,ic,Sa(Qr,{brighter(e){return e=e==null?io:Math.pow(io,e),new xn(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?Oi:Math.pow(Oi,e),new xn(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=this.h%360+(this.h<0)*360,t=isNaN(e)||isNaN(this.s)?0:this.s,n=this.l,r=n+(n<.5?n:1-n)*t,i=2*n-r;return new tt(mh(e>=240?e-240:e+120,i,r),mh(e,i,r),mh(e<120?e+240:e-120,i,r),this.opacity)},clamp(){return new xn(W0(this.h),tc(this.s),tc(this.l),nc(this.opacity))},displayable(){return(0<=this.s&&this.s<=1||isNaN(this.s))&&0<=this.l&&this.l<=1&&0<=this.opacity&&this.opacity<=1},formatHsl(){let e=nc(this.opacity);return`${e===1?"hsl(":"hsla("}${W0(this.h)}, ${tc(this.s)*100}%, ${tc(this.l)*100}%${e===1?")":`, ${e})`}`}}));function W0(e){return e=(e||0)%360,e<0?e+360:e}function tc(e){return Math.max(0,Math.min(1,e||0))}function mh(e,t,n){return(e<60?t+(n-t)*e/60:e<180?n:e<240?t+(n-t)*(240-e)/60:t)*255}var Q0=Math.PI/180,ex=180/Math.PI,rc=18,tx=.96422,nx=1,rx=.82521,ix=4/29,ro=6/29,sx=3*ro*ro,hE=ro*ro*ro;function ox(e){if(e instanceof On)return new On(e.l,e.a,e.b,e.opacity);if(e instanceof br)return ax(e);e instanceof tt||(e=xh(e));var t=vh(e.r),n=vh(e.g),r=vh(e.b),i=gh((.2225045*t+.7168786*n+.0606169*r)/nx),s,o;return t===n&&n===r?s=o=i:(s=gh((.4360747*t+.3850649*n+.1430804*r)/tx),o=gh((.0139322*t+.0971045*n+.7141733*r)/rx)),new On(116*i-16,500*(s-i),200*(i-o),e.opacity)}function sc(e,t,n,r){return arguments.length===1?ox(e):new On(e,t,n,r??1)}function On(e,t,n,r){this.l=+e,this.a=+t,this.b=+n,this.opacity=+r}so(On,sc,Sa(Qr,{brighter(e){return new On(this.l+rc*(e??1),this.a,this.b,this.opacity)},darker(e){return new On(this.l-rc*(e??1),this.a,this.b,this.opacity)},rgb(){var e=(this.l+16)/116,t=isNaN(this.a)?e:e+this.a/500,n=isNaN(this.b)?e:e-this.b/200;return t=tx*bh(t),e=nx*bh(e),n=rx*bh(n),new tt(yh(3.1338561*t-1.6168667*e-.4906146*n),yh(-.9787684*t+1.9161415*e+.033454*n),yh(.0719453*t-.2289914*e+1.4052427*n),this.opacity)}}));function gh(e){return e>hE?Math.pow(e,1/3):e/sx+ix}function bh(e){return e>ro?e*e*e:sx*(e-ix)}function yh(e){return 255*(e<=.0031308?12.92*e:1.055*Math.pow(e,1/2.4)-.055)}function vh(e){return(e/=255)<=.04045?e/12.92:Math.pow((e+.055)/1.055,2.4)}function pE(e){if(e instanceof br)return new br(e.h,e.c,e.l,e.opacity);if(e instanceof On||(e=ox(e)),e.a===0&&e.b===0)return new br(NaN,0<e.l&&e.l<100?0:NaN,e.l,e.opacity);var t=Math.atan2(e.b,e.a)*ex;return new br(t<0?t+360:t,Math.sqrt(e.a*e.a+e.b*e.b),e.l,e.opacity)}function oc(e,t,n,r){return arguments.length===1?pE(e):new br(e,t,n,r??1)}function br(e,t,n,r){this.h=+e,this.c=+t,this.l=+n,this.opacity=+r}function ax(e){if(isNaN(e.h))return new On(e.l,0,0,e.opacity);var t=e.h*Q0;return new On(e.l,Math.cos(t)*e.c,Math.sin(t)*e.c,e.opacity)}so(br,oc,Sa(Qr,{brighter(e){return new br(this.h,this.c,this.l+rc*(e??1),this.opacity)},darker(e){return new br(this.h,this.c,this.l-rc*(e??1),this.opacity)},rgb(){return ax(this).rgb()}}));var lx=-.14861,wh=1.78277,_h=-.29227,ac=-.90649,$a=1.97294,Y0=$a*ac,X0=$a*wh,J0=wh*_h-ac*lx;function mE(e){if(e instanceof Ii)return new Ii(e.h,e.s,e.l,e.opacity);e instanceof tt||(e=xh(e));var t=e.r/255,n=e.g/255,r=e.b/255,i=(J0*r+Y0*t-X0*n)/(J0+Y0-X0),s=r-i,o=($a*(n-i)-_h*s)/ac,a=Math.sqrt(o*o+s*s)/($a*i*(1-i)),l=a?Math.atan2(o,s)*ex-120:NaN;return new Ii(l<0?l+360:l,a,i,e.opacity)}function Qt(e,t,n,r){return arguments.length===1?mE(e):new Ii(e,t,n,r??1)}function Ii(e,t,n,r){this.h=+e,this.s=+t,this.l=+n,this.opacity=+r}so(Ii,Qt,Sa(Qr,{brighter(e){return e=e==null?io:Math.pow(io,e),new Ii(this.h,this.s,this.l*e,this.opacity)},darker(e){return e=e==null?Oi:Math.pow(Oi,e),new Ii(this.h,this.s,this.l*e,this.opacity)},rgb(){var e=isNaN(this.h)?0:(this.h+120)*Q0,t=+this.l,n=isNaN(this.s)?0:this.s*t*(1-t),r=Math.cos(e),i=Math.sin(e);return new tt(255*(t+n*(lx*r+wh*i)),255*(t+n*(_h*r+ac*i)),255*(t+n*($a*r)),this.opacity)}}));function fx(e,t,n,r,i){var s=e*e,o=s*e;return((1-3*e+3*s-o)*t+(4-6*s+3*o)*n+(1+3*e+3*s-3*o)*r+o*i)/6}function gE(e){var t=e.length-1;return function(n){var r=n<=0?n=0:n>=1?(n=1,t-1):Math.floor(n*t),i=e[r],s=e[r+1],o=r>0?e[r-1]:2*i-s,a=r<t-1?e[r+2]:2*s-i;return fx((n-r/t)*t,o,i,s,a)}}function bE(e){var t=e.length;return function(n){var r=Math.floor(((n%=1)<0?++n:n)*t),i=e[(r+t-1)%t],s=e[r%t],o=e[(r+1)%t],a=e[(r+2)%t];return fx((n-r/t)*t,i,s,o,a)}}var uc=e=>()=>e;function dx(e,t){return function(n){return e+n*t}}function yE(e,t,n){return e=Math.pow(e,n),t=Math.pow(t,n)-e,n=1/n,function(r){return Math.pow(e+r*t,n)}}function Th(e,t){var n=t-e;return n?dx(e,n>180||n<-180?n-360*Math.round(n/360):n):uc(isNaN(e)?t:e)}function vE(e){return(e=+e)==1?nt:function(t,n){return n-t?yE(t,n,e):uc(isNaN(t)?n:t)}}function nt(e,t){var n=t-e;return n?dx(e,n):uc(isNaN(e)?t:e)}var zi=(function e(t){var n=vE(t);function r(i,s){var o=n((i=wn(i)).r,(s=wn(s)).r),a=n(i.g,s.g),l=n(i.b,s.b),u=nt(i.opacity,s.opacity);return function(c){return i.r=o(c),i.g=a(c),i.b=l(c),i.opacity=u(c),i+""}}return r.gamma=e,r})(1);function hx(e){return function(t){var n=t.length,r=new Array(n),i=new Array(n),s=new Array(n),o,a;for(o=0;o<n;++o)a=wn(t[o]),r[o]=a.r||0,i[o]=a.g||0,s[o]=a.b||0;return r=e(r),i=e(i),s=e(s),a.opacity=1,function(l){return a.r=r(l),a.g=i(l),a.b=s(l),a+""}}}var px=hx(gE),oN=hx(bE);function xE(e,t){t||(t=[]);var n=e?Math.min(t.length,e.length):0,r=t.slice(),i;return function(s){for(i=0;i<n;++i)r[i]=e[i]*(1-s)+t[i]*s;return r}}function wE(e){return ArrayBuffer.isView(e)&&!(e instanceof DataView)}function _E(e,t){var n=t?t.length:0,r=e?Math.min(n,e.length):0,i=new Array(r),s=new Array(n),o;for(o=0;o<r;++o)i[o]=ao(e[o],t[o]);for(;o<n;++o)s[o]=t[o];return function(a){for(o=0;o<r;++o)s[o]=i[o](a);return s}}function $E(e,t){var n=new Date;return e=+e,t=+t,function(r){return n.setTime(e*(1-r)+t*r),n}}function We(e,t){return e=+e,t=+t,function(n){return e*(1-n)+t*n}}function SE(e,t){var n={},r={},i;(e===null||typeof e!="object")&&(e={}),(t===null||typeof t!="object")&&(t={});for(i in t)i in e?n[i]=ao(e[i],t[i]):r[i]=t[i];return function(s){for(i in n)r[i]=n[i](s);return r}}var Sh=/[-+]?(?:\d+\.?\d*|\.?\d+)(?:[eE][-+]?\d+)?/g,$h=new RegExp(Sh.source,"g");function kE(e){return function(){return e}}function TE(e){return function(t){return e(t)+""}}function CE(e,t){var n=Sh.lastIndex=$h.lastIndex=0,r,i,s,o=-1,a=[],l=[];for(e=e+"",t=t+"";(r=Sh.exec(e))&&(i=$h.exec(t));)(s=i.index)>n&&(s=t.slice(n,s),a[o]?a[o]+=s:a[++o]=s),(r=r[0])===(i=i[0])?a[o]?a[o]+=i:a[++o]=i:(a[++o]=null,l.push({i:o,x:We(r,i)})),n=$h.lastIndex;return n<t.length&&(s=t.slice(n),a[o]?a[o]+=s:a[++o]=s),a.length<2?l[0]?TE(l[0].x):kE(t):(t=l.length,function(u){for(var c=0,f;c<t;++c)a[(f=l[c]).i]=f.x(u);return a.join("")})}function ao(e,t){var n=typeof t,r;return t==null||n==="boolean"?uc(t):(n==="number"?We:n==="string"?(r=oo(t))?(t=r,zi):CE:t instanceof oo?zi:t instanceof Date?$E:wE(t)?xE:Array.isArray(t)?_E:typeof t.valueOf!="function"&&typeof t.toString!="function"||isNaN(t)?SE:We)(e,t)}function ka(e,t){return e=+e,t=+t,function(n){return Math.round(e*(1-n)+t*n)}}var ux=180/Math.PI,kh={translateX:0,translateY:0,rotate:0,skewX:0,scaleX:1,scaleY:1};function mx(e,t,n,r,i,s){var o,a,l;return(o=Math.sqrt(e*e+t*t))&&(e/=o,t/=o),(l=e*n+t*r)&&(n-=e*l,r-=t*l),(a=Math.sqrt(n*n+r*r))&&(n/=a,r/=a,l/=a),e*r<t*n&&(e=-e,t=-t,l=-l,o=-o),{translateX:i,translateY:s,rotate:Math.atan2(t,e)*ux,skewX:Math.atan(l)*ux,scaleX:o,scaleY:a}}var lc;function ME(e){let t=new(typeof DOMMatrix=="function"?DOMMatrix:WebKitCSSMatrix)(e+"");return t.isIdentity?kh:mx(t.a,t.b,t.c,t.d,t.e,t.f)}function RE(e){return e==null||(lc||(lc=document.createElementNS("http://www.w3.org/2000/svg","g")),lc.setAttribute("transform",e),!(e=lc.transform.baseVal.consolidate()))?kh:(e=e.matrix,mx(e.a,e.b,e.c,e.d,e.e,e.f))}function gx(e,t,n,r){function i(u){return u.length?u.pop()+" ":""}function s(u,c,f,d,h,p){if(u!==f||c!==d){var m=h.push("translate(",null,t,null,n);p.push({i:m-4,x:We(u,f)},{i:m-2,x:We(c,d)})}else(f||d)&&h.push("translate("+f+t+d+n)}function o(u,c,f,d){u!==c?(u-c>180?c+=360:c-u>180&&(u+=360),d.push({i:f.push(i(f)+"rotate(",null,r)-2,x:We(u,c)})):c&&f.push(i(f)+"rotate("+c+r)}function a(u,c,f,d){u!==c?d.push({i:f.push(i(f)+"skewX(",null,r)-2,x:We(u,c)}):c&&f.push(i(f)+"skewX("+c+r)}function l(u,c,f,d,h,p){if(u!==f||c!==d){var m=h.push(i(h)+"scale(",null,",",null,")");p.push({i:m-4,x:We(u,f)},{i:m-2,x:We(c,d)})}else(f!==1||d!==1)&&h.push(i(h)+"scale("+f+","+d+")")}return function(u,c){var f=[],d=[];return u=e(u),c=e(c),s(u.translateX,u.translateY,c.translateX,c.translateY,f,d),o(u.rotate,c.rotate,f,d),a(u.skewX,c.skewX,f,d),l(u.scaleX,u.scaleY,c.scaleX,c.scaleY,f,d),u=c=null,function(h){for(var p=-1,m=d.length,y;++p<m;)f[(y=d[p]).i]=y.x(h);return f.join("")}}}var aN=gx(ME,"px, ","px)","deg)"),lN=gx(RE,", ",")",")"),EE=1e-12;function cx(e){return((e=Math.exp(e))+1/e)/2}function AE(e){return((e=Math.exp(e))-1/e)/2}function PE(e){return((e=Math.exp(2*e))-1)/(e+1)}var uN=(function e(t,n,r){function i(s,o){var a=s[0],l=s[1],u=s[2],c=o[0],f=o[1],d=o[2],h=c-a,p=f-l,m=h*h+p*p,y,b;if(m<EE)b=Math.log(d/u)/t,y=function(S){return[a+S*h,l+S*p,u*Math.exp(t*S*b)]};else{var v=Math.sqrt(m),$=(d*d-u*u+r*m)/(2*u*n*v),x=(d*d-u*u-r*m)/(2*d*n*v),k=Math.log(Math.sqrt($*$+1)-$),w=Math.log(Math.sqrt(x*x+1)-x);b=(w-k)/t,y=function(S){var C=S*b,M=cx(k),D=u/(n*v)*(M*PE(t*C+k)-AE(k));return[a+D*h,l+D*p,u*M/cx(t*C+k)]}}return y.duration=Math.abs(b)*1e3*t/Math.SQRT2,y}return i.rho=function(s){var o=Math.max(.001,+s),a=o*o,l=a*a;return e(o,a,l)},i})(Math.SQRT2,2,4);function bx(e){return function(t,n){var r=e((t=ic(t)).h,(n=ic(n)).h),i=nt(t.s,n.s),s=nt(t.l,n.l),o=nt(t.opacity,n.opacity);return function(a){return t.h=r(a),t.s=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var yx=bx(Th),cN=bx(nt);function vx(e,t){var n=nt((e=sc(e)).l,(t=sc(t)).l),r=nt(e.a,t.a),i=nt(e.b,t.b),s=nt(e.opacity,t.opacity);return function(o){return e.l=n(o),e.a=r(o),e.b=i(o),e.opacity=s(o),e+""}}function xx(e){return function(t,n){var r=e((t=oc(t)).h,(n=oc(n)).h),i=nt(t.c,n.c),s=nt(t.l,n.l),o=nt(t.opacity,n.opacity);return function(a){return t.h=r(a),t.c=i(a),t.l=s(a),t.opacity=o(a),t+""}}}var wx=xx(Th),fN=xx(nt);function _x(e){return(function t(n){n=+n;function r(i,s){var o=e((i=Qt(i)).h,(s=Qt(s)).h),a=nt(i.s,s.s),l=nt(i.l,s.l),u=nt(i.opacity,s.opacity);return function(c){return i.h=o(c),i.s=a(c),i.l=l(Math.pow(c,n)),i.opacity=u(c),i+""}}return r.gamma=t,r})(1)}var dN=_x(Th),cc=_x(nt);function ei(e,t){t===void 0&&(t=e,e=ao);for(var n=0,r=t.length-1,i=t[0],s=new Array(r<0?0:r);n<r;)s[n]=e(i,i=t[++n]);return function(o){var a=Math.max(0,Math.min(r-1,Math.floor(o*=r)));return s[a](o-a)}}function wt(e,t){for(var n=new Array(t),r=0;r<t;++r)n[r]=e(r/(t-1));return n}var Ta=Math.PI,Ch=2*Ta,Bi=1e-6,DE=Ch-Bi;function $x(e){this._+=e[0];for(let t=1,n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function LE(e){let t=Math.floor(e);if(!(t>=0))throw new Error(`invalid digits: ${e}`);if(t>15)return $x;let n=10**t;return function(r){this._+=r[0];for(let i=1,s=r.length;i<s;++i)this._+=Math.round(arguments[i]*n)/n+r[i]}}function Sx(e,t,n,r){return e===n&&t===r}function NE(e){let t=Math.floor(e);if(!(t<=15))return Sx;let n=10**t,r=function(i){return Math.round(i*n)};return function(i,s,o,a){return r(i)===r(o)&&r(s)===r(a)}}var Fi=class{constructor(t){this._x0=this._y0=this._x1=this._y1=null,this._="",this._append=t==null?$x:LE(t),this._equal=t==null?Sx:NE(t)}moveTo(t,n){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}`}closePath(){this._x1!==null&&(this._x1=this._x0,this._y1=this._y0,this._append`Z`)}lineTo(t,n){this._append`L${this._x1=+t},${this._y1=+n}`}quadraticCurveTo(t,n,r,i){this._append`Q${+t},${+n},${this._x1=+r},${this._y1=+i}`}bezierCurveTo(t,n,r,i,s,o){this._append`C${+t},${+n},${+r},${+i},${this._x1=+s},${this._y1=+o}`}arcTo(t,n,r,i,s){if(t=+t,n=+n,r=+r,i=+i,s=+s,s<0)throw new Error(`negative radius: ${s}`);let o=this._x1,a=this._y1,l=r-t,u=i-n,c=o-t,f=a-n,d=c*c+f*f;if(this._x1===null)this._append`M${this._x1=t},${this._y1=n}`;else if(d>Bi)if(!(Math.abs(f*l-u*c)>Bi)||!s)this._append`L${this._x1=t},${this._y1=n}`;else{let h=r-o,p=i-a,m=l*l+u*u,y=h*h+p*p,b=Math.sqrt(m),v=Math.sqrt(d),$=s*Math.tan((Ta-Math.acos((m+d-y)/(2*b*v)))/2),x=$/v,k=$/b;Math.abs(x-1)>Bi&&this._append`L${t+x*c},${n+x*f}`,this._append`A${s},${s},0,0,${+(f*h>c*p)},${this._x1=t+k*l},${this._y1=n+k*u}`}}arc(t,n,r,i,s,o){if(t=+t,n=+n,r=+r,o=!!o,r<0)throw new Error(`negative radius: ${r}`);let a=r*Math.cos(i),l=r*Math.sin(i),u=t+a,c=n+l,f=1^o,d=o?i-s:s-i;if(this._x1===null?this._append`M${u},${c}`:(Math.abs(this._x1-u)>Bi||Math.abs(this._y1-c)>Bi)&&this._append`L${u},${c}`,!!r){if(d<0&&(d=d%Ch+Ch),d>DE)this._append`A${r},${r},0,1,${f},${t-a},${n-l}A${r},${r},0,1,${f},${this._x1=u},${this._y1=c}`;else if(d>Bi){let h=t+r*Math.cos(s),p=n+r*Math.sin(s);if(d>=Ta&&this._equal(u,c,h,p)){d/=2;let m=i+d;this._append`A${r},${r},0,${+(d>=Ta)},${f},${t+r*Math.cos(m)},${n+r*Math.sin(m)}`}this._append`A${r},${r},0,${+(d>=Ta)},${f},${this._x1=h},${this._y1=p}`}}}rect(t,n,r,i){this._append`M${this._x0=this._x1=+t},${this._y0=this._y1=+n}h${r=+r}v${+i}h${-r}Z`}toString(){return this._}};function IE(){return new Fi}IE.prototype=Fi.prototype;function zn(e=3){return new Fi(+e)}function OE(e){return Math.abs(e=Math.round(e))>=1e21?e.toLocaleString("en").replace(/,/g,""):e.toString(10)}function dc(e,t){if(!isFinite(e)||e===0)return null;var n=(e=t?e.toExponential(t-1):e.toExponential()).indexOf("e"),r=e.slice(0,n);return[r.length>1?r[0]+r.slice(2):r,+e.slice(n+1)]}function lo(e){return e=dc(Math.abs(e)),e?e[1]:NaN}function zE(e,t){return function(n,r){for(var i=n.length,s=[],o=0,a=e[0],l=0;i>0&&a>0&&(l+a+1>r&&(a=Math.max(1,r-l)),s.push(n.substring(i-=a,i+a)),!((l+=a+1)>r));)a=e[o=(o+1)%e.length];return s.reverse().join(t)}}function BE(e){return function(t){return t.replace(/[0-9]/g,function(n){return e[+n]})}}var FE=/^(?:(.)?([<>=^]))?([+\-( ])?([$#])?(0)?(\d+)?(,)?(\.\d+)?(~)?([a-z%])?$/i;function uo(e){if(!(t=FE.exec(e)))throw new Error("invalid format: "+e);var t;return new Mh({fill:t[1],align:t[2],sign:t[3],symbol:t[4],zero:t[5],width:t[6],comma:t[7],precision:t[8]&&t[8].slice(1),trim:t[9],type:t[10]})}uo.prototype=Mh.prototype;function Mh(e){this.fill=e.fill===void 0?" ":e.fill+"",this.align=e.align===void 0?">":e.align+"",this.sign=e.sign===void 0?"-":e.sign+"",this.symbol=e.symbol===void 0?"":e.symbol+"",this.zero=!!e.zero,this.width=e.width===void 0?void 0:+e.width,this.comma=!!e.comma,this.precision=e.precision===void 0?void 0:+e.precision,this.trim=!!e.trim,this.type=e.type===void 0?"":e.type+""}Mh.prototype.toString=function(){return this.fill+this.align+this.sign+this.symbol+(this.zero?"0":"")+(this.width===void 0?"":Math.max(1,this.width|0))+(this.comma?",":"")+(this.precision===void 0?"":"."+Math.max(0,this.precision|0))+(this.trim?"~":"")+this.type};function HE(e){e:for(var t=e.length,n=1,r=-1,i;n<t;++n)switch(e[n]){case".":r=i=n;break;case"0":r===0&&(r=n),i=n;break;default:if(!+e[n])break e;r>0&&(r=0);break}return r>0?e.slice(0,r)+e.slice(i+1):e}var hc;function VE(e,t){var n=dc(e,t);if(!n)return hc=void 0,e.toPrecision(t);var r=n[0],i=n[1],s=i-(hc=Math.max(-8,Math.min(8,Math.floor(i/3)))*3)+1,o=r.length;return s===o?r:s>o?r+new Array(s-o+1).join("0"):s>0?r.slice(0,s)+"."+r.slice(s):"0."+new Array(1-s).join("0")+dc(e,Math.max(0,t+s-1))[0]}function kx(e,t){var n=dc(e,t);if(!n)return e+"";var r=n[0],i=n[1];return i<0?"0."+new Array(-i).join("0")+r:r.length>i+1?r.slice(0,i+1)+"."+r.slice(i+1):r+new Array(i-r.length+2).join("0")}var Tx={"%":(e,t)=>(e*100).toFixed(t),b:e=>Math.round(e).toString(2),c:e=>e+"",d:OE,e:(e,t)=>e.toExponential(t),f:(e,t)=>e.toFixed(t),g:(e,t)=>e.toPrecision(t),o:e=>Math.round(e).toString(8),p:(e,t)=>kx(e*100,t),r:kx,s:VE,X:e=>Math.round(e).toString(16).toUpperCase(),x:e=>Math.round(e).toString(16)};function Cx(e){return e}var Mx=Array.prototype.map,Rx=["y","z","a","f","p","n","\xB5","m","","k","M","G","T","P","E","Z","Y"];function KE(e){var t=e.grouping===void 0||e.thousands===void 0?Cx:zE(Mx.call(e.grouping,Number),e.thousands+""),n=e.currency===void 0?"":e.currency[0]+"",r=e.currency===void 0?"":e.currency[1]+"",i=e.decimal===void 0?".":e.decimal+"",s=e.numerals===void 0?Cx:BE(Mx.call(e.numerals,String)),o=e.percent===void 0?"%":e.percent+"",a=e.minus===void 0?"\u2212":e.minus+"",l=e.nan===void 0?"NaN":e.nan+"";function u(f,d){f=uo(f);var h=f.fill,p=f.align,m=f.sign,y=f.symbol,b=f.zero,v=f.width,$=f.comma,x=f.precision,k=f.trim,w=f.type;w==="n"?($=!0,w="g"):Tx[w]||(x===void 0&&(x=12),k=!0,w="g"),(b||h==="0"&&p==="=")&&(b=!0,h="0",p="=");var S=(d&&d.prefix!==void 0?d.prefix:"")+(y==="$"?n:y==="#"&&/[boxX]/.test(w)?"0"+w.toLowerCase():""),C=(y==="$"?r:/[%p]/.test(w)?o:"")+(d&&d.suffix!==void 0?d.suffix:""),M=Tx[w],D=/[defgprs%]/.test(w);x=x===void 0?6:/[gprs]/.test(w)?Math.max(1,Math.min(21,x)):Math.max(0,Math.min(20,x));function E(P){var F=S,R=C,T,B,O;if(w==="c")R=M(P)+R,P="";else{P=+P;var X=P<0||1/P<0;if(P=isNaN(P)?l:M(Math.abs(P),x),k&&(P=HE(P)),X&&+P==0&&m!=="+"&&(X=!1),F=(X?m==="("?m:a:m==="-"||m==="("?"":m)+F,R=(w==="s"&&!isNaN(P)&&hc!==void 0?Rx[8+hc/3]:"")+R+(X&&m==="("?")":""),D){for(T=-1,B=P.length;++T<B;)if(O=P.charCodeAt(T),48>O||O>57){R=(O===46?i+P.slice(T+1):P.slice(T))+R,P=P.slice(0,T);break}}}$&&!b&&(P=t(P,1/0));var z=F.length+P.length+R.length,H=z<v?new Array(v-z+1).join(h):"";switch($&&b&&(P=t(H+P,H.length?v-R.length:1/0),H=""),p){case"<":P=F+P+R+H;break;case"=":P=F+H+P+R;break;case"^":P=H.slice(0,z=H.length>>1)+F+P+R+H.slice(z);break;default:P=H+F+P+R;break}return s(P)}return E.toString=function(){return f+""},E}function c(f,d){var h=Math.max(-8,Math.min(8,Math.floor(lo(d)/3)))*3,p=Math.pow(10,-h),m=u((f=uo(f),f.type="f",f),{suffix:Rx[8+h/3]});return function(y){return m(p*y)}}return{format:u,formatPrefix:c}}var fc,Bn,Rh;qE({thousands:",",grouping:[3],currency:["$",""]});function qE(e){return fc=KE(e),Bn=fc.format,Rh=fc.formatPrefix,fc}function Ex(e){return Math.max(0,-lo(Math.abs(e)))}function Ax(e,t){return Math.max(0,Math.max(-8,Math.min(8,Math.floor(lo(t)/3)))*3-lo(Math.abs(e)))}function Px(e,t){return e=Math.abs(e),t=Math.abs(t)-e,Math.max(0,lo(t)-lo(e))+1}var ne=1e-6,Jx=1e-12,ae=Math.PI,Ie=ae/2,Dx=ae/4,Kt=ae*2,_t=180/ae,Ne=ae/180,me=Math.abs,po=Math.atan,vr=Math.atan2,se=Math.cos;var Zx=Math.exp;var xc=Math.log,Eh=Math.pow,re=Math.sin,tn=Math.sign||function(e){return e>0?1:e<0?-1:0},Mt=Math.sqrt,Xh=Math.tan;function Qx(e){return e>1?0:e<-1?ae:Math.acos(e)}function rn(e){return e>1?Ie:e<-1?-Ie:Math.asin(e)}function nn(){}function wc(e,t){e&&Nx.hasOwnProperty(e.type)&&Nx[e.type](e,t)}var Lx={Feature:function(e,t){wc(e.geometry,t)},FeatureCollection:function(e,t){for(var n=e.features,r=-1,i=n.length;++r<i;)wc(n[r].geometry,t)}},Nx={Sphere:function(e,t){t.sphere()},Point:function(e,t){e=e.coordinates,t.point(e[0],e[1],e[2])},MultiPoint:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)e=n[r],t.point(e[0],e[1],e[2])},LineString:function(e,t){Nh(e.coordinates,t,0)},MultiLineString:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)Nh(n[r],t,0)},Polygon:function(e,t){Ix(e.coordinates,t)},MultiPolygon:function(e,t){for(var n=e.coordinates,r=-1,i=n.length;++r<i;)Ix(n[r],t)},GeometryCollection:function(e,t){for(var n=e.geometries,r=-1,i=n.length;++r<i;)wc(n[r],t)}};function Nh(e,t,n){var r=-1,i=e.length-n,s;for(t.lineStart();++r<i;)s=e[r],t.point(s[0],s[1],s[2]);t.lineEnd()}function Ix(e,t){var n=-1,r=e.length;for(t.polygonStart();++n<r;)Nh(e[n],t,1);t.polygonEnd()}function ti(e,t){e&&Lx.hasOwnProperty(e.type)?Lx[e.type](e,t):wc(e,t)}var bN=new Xt,yN=new Xt;function Ih(e){return[vr(e[1],e[0]),rn(e[2])]}function fo(e){var t=e[0],n=e[1],r=se(n);return[r*se(t),r*re(t),re(n)]}function pc(e,t){return e[0]*t[0]+e[1]*t[1]+e[2]*t[2]}function _c(e,t){return[e[1]*t[2]-e[2]*t[1],e[2]*t[0]-e[0]*t[2],e[0]*t[1]-e[1]*t[0]]}function Ah(e,t){e[0]+=t[0],e[1]+=t[1],e[2]+=t[2]}function mc(e,t){return[e[0]*t,e[1]*t,e[2]*t]}function Oh(e){var t=Mt(e[0]*e[0]+e[1]*e[1]+e[2]*e[2]);e[0]/=t,e[1]/=t,e[2]/=t}function zh(e,t){function n(r,i){return r=e(r,i),t(r[0],r[1])}return e.invert&&t.invert&&(n.invert=function(r,i){return r=t.invert(r,i),r&&e.invert(r[0],r[1])}),n}function Bh(e,t){return me(e)>ae&&(e-=Math.round(e/Kt)*Kt),[e,t]}Bh.invert=Bh;function ew(e,t,n){return(e%=Kt)?t||n?zh(zx(e),Bx(t,n)):zx(e):t||n?Bx(t,n):Bh}function Ox(e){return function(t,n){return t+=e,me(t)>ae&&(t-=Math.round(t/Kt)*Kt),[t,n]}}function zx(e){var t=Ox(e);return t.invert=Ox(-e),t}function Bx(e,t){var n=se(e),r=re(e),i=se(t),s=re(t);function o(a,l){var u=se(l),c=se(a)*u,f=re(a)*u,d=re(l),h=d*n+c*r;return[vr(f*i-h*s,c*n-d*r),rn(h*i+f*s)]}return o.invert=function(a,l){var u=se(l),c=se(a)*u,f=re(a)*u,d=re(l),h=d*i-f*s;return[vr(f*i+d*s,c*n+h*r),rn(h*n-c*r)]},o}function UE(e){e=ew(e[0]*Ne,e[1]*Ne,e.length>2?e[2]*Ne:0);function t(n){return n=e(n[0]*Ne,n[1]*Ne),n[0]*=_t,n[1]*=_t,n}return t.invert=function(n){return n=e.invert(n[0]*Ne,n[1]*Ne),n[0]*=_t,n[1]*=_t,n},t}function jE(e,t,n,r,i,s){if(n){var o=se(t),a=re(t),l=r*n;i==null?(i=t+r*Kt,s=t-l/2):(i=Fx(o,i),s=Fx(o,s),(r>0?i<s:i>s)&&(i+=r*Kt));for(var u,c=i;r>0?c>s:c<s;c-=l)u=Ih([o,-a*se(c),-a*re(c)]),e.point(u[0],u[1])}}function Fx(e,t){t=fo(t),t[0]-=e,Oh(t);var n=Qx(-t[1]);return((-t[2]<0?-n:n)+Kt-ne)%Kt}function tw(){var e=[],t;return{point:function(n,r,i){t.push([n,r,i])},lineStart:function(){e.push(t=[])},lineEnd:nn,rejoin:function(){e.length>1&&e.push(e.pop().concat(e.shift()))},result:function(){var n=e;return e=[],t=null,n}}}function vc(e,t){return me(e[0]-t[0])<ne&&me(e[1]-t[1])<ne}function gc(e,t,n,r){this.x=e,this.z=t,this.o=n,this.e=r,this.v=!1,this.n=this.p=null}function nw(e,t,n,r,i){var s=[],o=[],a,l;if(e.forEach(function(p){if(!((m=p.length-1)<=0)){var m,y=p[0],b=p[m],v;if(vc(y,b)){if(!y[2]&&!b[2]){for(i.lineStart(),a=0;a<m;++a)i.point((y=p[a])[0],y[1]);i.lineEnd();return}b[0]+=2*ne}s.push(v=new gc(y,p,null,!0)),o.push(v.o=new gc(y,null,v,!1)),s.push(v=new gc(b,p,null,!1)),o.push(v.o=new gc(b,null,v,!0))}}),!!s.length){for(o.sort(t),Hx(s),Hx(o),a=0,l=o.length;a<l;++a)o[a].e=n=!n;for(var u=s[0],c,f;;){for(var d=u,h=!0;d.v;)if((d=d.n)===u)return;c=d.z,i.lineStart();do{if(d.v=d.o.v=!0,d.e){if(h)for(a=0,l=c.length;a<l;++a)i.point((f=c[a])[0],f[1]);else r(d.x,d.n.x,1,i);d=d.n}else{if(h)for(c=d.p.z,a=c.length-1;a>=0;--a)i.point((f=c[a])[0],f[1]);else r(d.x,d.p.x,-1,i);d=d.p}d=d.o,c=d.z,h=!h}while(!d.v);i.lineEnd()}}}function Hx(e){if(t=e.length){for(var t,n=0,r=e[0],i;++n<t;)r.n=i=e[n],i.p=r,r=i;r.n=i=e[0],i.p=r}}function Ph(e){return me(e[0])<=ae?e[0]:tn(e[0])*((me(e[0])+ae)%Kt-ae)}function GE(e,t){var n=Ph(t),r=t[1],i=re(r),s=[re(n),-se(n),0],o=0,a=0,l=new Xt;i===1?r=Ie+ne:i===-1&&(r=-Ie-ne);for(var u=0,c=e.length;u<c;++u)if(d=(f=e[u]).length)for(var f,d,h=f[d-1],p=Ph(h),m=h[1]/2+Dx,y=re(m),b=se(m),v=0;v<d;++v,p=x,y=w,b=S,h=$){var $=f[v],x=Ph($),k=$[1]/2+Dx,w=re(k),S=se(k),C=x-p,M=C>=0?1:-1,D=M*C,E=D>ae,P=y*w;if(l.add(vr(P*M*re(D),b*S+P*se(D))),o+=E?C+M*Kt:C,E^p>=n^x>=n){var F=_c(fo(h),fo($));Oh(F);var R=_c(s,F);Oh(R);var T=(E^C>=0?-1:1)*rn(R[2]);(r>T||r===T&&(F[0]||F[1]))&&(a+=E^C>=0?1:-1)}}return(o<-ne||o<ne&&l<-Jx)^a&1}function rw(e,t,n,r){return function(i){var s=t(i),o=tw(),a=t(o),l=!1,u,c,f,d={point:h,lineStart:m,lineEnd:y,polygonStart:function(){d.point=b,d.lineStart=v,d.lineEnd=$,c=[],u=[]},polygonEnd:function(){d.point=h,d.lineStart=m,d.lineEnd=y,c=lh(c);var x=GE(u,r);c.length?(l||(i.polygonStart(),l=!0),nw(c,YE,x,n,i)):x&&(l||(i.polygonStart(),l=!0),i.lineStart(),n(null,null,1,i),i.lineEnd()),l&&(i.polygonEnd(),l=!1),c=u=null},sphere:function(){i.polygonStart(),i.lineStart(),n(null,null,1,i),i.lineEnd(),i.polygonEnd()}};function h(x,k){e(x,k)&&i.point(x,k)}function p(x,k){s.point(x,k)}function m(){d.point=p,s.lineStart()}function y(){d.point=h,s.lineEnd()}function b(x,k){f.push([x,k]),a.point(x,k)}function v(){a.lineStart(),f=[]}function $(){b(f[0][0],f[0][1]),a.lineEnd();var x=a.clean(),k=o.result(),w,S=k.length,C,M,D;if(f.pop(),u.push(f),f=null,!!S){if(x&1){if(M=k[0],(C=M.length-1)>0){for(l||(i.polygonStart(),l=!0),i.lineStart(),w=0;w<C;++w)i.point((D=M[w])[0],D[1]);i.lineEnd()}return}S>1&&x&2&&k.push(k.pop().concat(k.shift())),c.push(k.filter(WE))}}return d}}function WE(e){return e.length>1}function YE(e,t){return((e=e.x)[0]<0?e[1]-Ie-ne:Ie-e[1])-((t=t.x)[0]<0?t[1]-Ie-ne:Ie-t[1])}var Vx=rw(function(){return!0},XE,ZE,[-ae,-Ie]);function XE(e){var t=NaN,n=NaN,r=NaN,i;return{lineStart:function(){e.lineStart(),i=1},point:function(s,o){var a=s>0?ae:-ae,l=me(s-t);me(l-ae)<ne?(e.point(t,n=(n+o)/2>0?Ie:-Ie),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),e.point(s,n),i=0):r!==a&&l>=ae&&(me(t-r)<ne&&(t-=r*ne),me(s-a)<ne&&(s-=a*ne),n=JE(t,n,s,o),e.point(r,n),e.lineEnd(),e.lineStart(),e.point(a,n),i=0),e.point(t=s,n=o),r=a},lineEnd:function(){e.lineEnd(),t=n=NaN},clean:function(){return 2-i}}}function JE(e,t,n,r){var i,s,o=re(e-n);return me(o)>ne?po((re(t)*(s=se(r))*re(n)-re(r)*(i=se(t))*re(e))/(i*s*o)):(t+r)/2}function ZE(e,t,n,r){var i;if(e==null)i=n*Ie,r.point(-ae,i),r.point(0,i),r.point(ae,i),r.point(ae,0),r.point(ae,-i),r.point(0,-i),r.point(-ae,-i),r.point(-ae,0),r.point(-ae,i);else if(me(e[0]-t[0])>ne){var s=e[0]<t[0]?ae:-ae;i=n*s/2,r.point(-s,i),r.point(0,i),r.point(s,i)}else r.point(t[0],t[1])}function QE(e){var t=se(e),n=2*Ne,r=t>0,i=me(t)>ne;function s(c,f,d,h){jE(h,e,n,d,c,f)}function o(c,f){return se(c)*se(f)>t}function a(c){var f,d,h,p,m;return{lineStart:function(){p=h=!1,m=1},point:function(y,b){var v=[y,b],$,x=o(y,b),k=r?x?0:u(y,b):x?u(y+(y<0?ae:-ae),b):0;if(!f&&(p=h=x)&&c.lineStart(),x!==h&&($=l(f,v),(!$||vc(f,$)||vc(v,$))&&(v[2]=1)),x!==h)m=0,x?(c.lineStart(),$=l(v,f),c.point($[0],$[1])):($=l(f,v),c.point($[0],$[1],2),c.lineEnd()),f=$;else if(i&&f&&r^x){var w;!(k&d)&&(w=l(v,f,!0))&&(m=0,r?(c.lineStart(),c.point(w[0][0],w[0][1]),c.point(w[1][0],w[1][1]),c.lineEnd()):(c.point(w[1][0],w[1][1]),c.lineEnd(),c.lineStart(),c.point(w[0][0],w[0][1],3)))}x&&(!f||!vc(f,v))&&c.point(v[0],v[1]),f=v,h=x,d=k},lineEnd:function(){h&&c.lineEnd(),f=null},clean:function(){return m|(p&&h)<<1}}}function l(c,f,d){var h=fo(c),p=fo(f),m=[1,0,0],y=_c(h,p),b=pc(y,y),v=y[0],$=b-v*v;if(!$)return!d&&c;var x=t*b/$,k=-t*v/$,w=_c(m,y),S=mc(m,x),C=mc(y,k);Ah(S,C);var M=w,D=pc(S,M),E=pc(M,M),P=D*D-E*(pc(S,S)-1);if(!(P<0)){var F=Mt(P),R=mc(M,(-D-F)/E);if(Ah(R,S),R=Ih(R),!d)return R;var T=c[0],B=f[0],O=c[1],X=f[1],z;B<T&&(z=T,T=B,B=z);var H=B-T,j=me(H-ae)<ne,W=j||H<ne;if(!j&&X<O&&(z=O,O=X,X=z),W?j?O+X>0^R[1]<(me(R[0]-T)<ne?O:X):O<=R[1]&&R[1]<=X:H>ae^(T<=R[0]&&R[0]<=B)){var U=mc(M,(-D+F)/E);return Ah(U,S),[R,Ih(U)]}}}function u(c,f){var d=r?e:ae-e,h=0;return c<-d?h|=1:c>d&&(h|=2),f<-d?h|=4:f>d&&(h|=8),h}return rw(o,a,s,r?[0,-e]:[-ae,e-ae])}function e5(e,t,n,r,i,s){var o=e[0],a=e[1],l=t[0],u=t[1],c=0,f=1,d=l-o,h=u-a,p;if(p=n-o,!(!d&&p>0)){if(p/=d,d<0){if(p<c)return;p<f&&(f=p)}else if(d>0){if(p>f)return;p>c&&(c=p)}if(p=i-o,!(!d&&p<0)){if(p/=d,d<0){if(p>f)return;p>c&&(c=p)}else if(d>0){if(p<c)return;p<f&&(f=p)}if(p=r-a,!(!h&&p>0)){if(p/=h,h<0){if(p<c)return;p<f&&(f=p)}else if(h>0){if(p>f)return;p>c&&(c=p)}if(p=s-a,!(!h&&p<0)){if(p/=h,h<0){if(p>f)return;p>c&&(c=p)}else if(h>0){if(p<c)return;p<f&&(f=p)}return c>0&&(e[0]=o+c*d,e[1]=a+c*h),f<1&&(t[0]=o+f*d,t[1]=a+f*h),!0}}}}}var Ca=1e9,bc=-Ca;function Jh(e,t,n,r){function i(u,c){return e<=u&&u<=n&&t<=c&&c<=r}function s(u,c,f,d){var h=0,p=0;if(u==null||(h=o(u,f))!==(p=o(c,f))||l(u,c)<0^f>0)do d.point(h===0||h===3?e:n,h>1?r:t);while((h=(h+f+4)%4)!==p);else d.point(c[0],c[1])}function o(u,c){return me(u[0]-e)<ne?c>0?0:3:me(u[0]-n)<ne?c>0?2:1:me(u[1]-t)<ne?c>0?1:0:c>0?3:2}function a(u,c){return l(u.x,c.x)}function l(u,c){var f=o(u,1),d=o(c,1);return f!==d?f-d:f===0?c[1]-u[1]:f===1?u[0]-c[0]:f===2?u[1]-c[1]:c[0]-u[0]}return function(u){var c=u,f=tw(),d,h,p,m,y,b,v,$,x,k,w,S={point:C,lineStart:P,lineEnd:F,polygonStart:D,polygonEnd:E};function C(T,B){i(T,B)&&c.point(T,B)}function M(){for(var T=0,B=0,O=h.length;B<O;++B)for(var X=h[B],z=1,H=X.length,j=X[0],W,U,oe=j[0],le=j[1];z<H;++z)W=oe,U=le,j=X[z],oe=j[0],le=j[1],U<=r?le>r&&(oe-W)*(r-U)>(le-U)*(e-W)&&++T:le<=r&&(oe-W)*(r-U)<(le-U)*(e-W)&&--T;return T}function D(){c=f,d=[],h=[],w=!0}function E(){var T=M(),B=w&&T,O=(d=lh(d)).length;(B||O)&&(u.polygonStart(),B&&(u.lineStart(),s(null,null,1,u),u.lineEnd()),O&&nw(d,a,T,s,u),u.polygonEnd()),c=u,d=h=p=null}function P(){S.point=R,h&&h.push(p=[]),k=!0,x=!1,v=$=NaN}function F(){d&&(R(m,y),b&&x&&f.rejoin(),d.push(f.result())),S.point=C,x&&c.lineEnd()}function R(T,B){var O=i(T,B);if(h&&p.push([T,B]),k)m=T,y=B,b=O,k=!1,O&&(c.lineStart(),c.point(T,B));else if(O&&x)c.point(T,B);else{var X=[v=Math.max(bc,Math.min(Ca,v)),$=Math.max(bc,Math.min(Ca,$))],z=[T=Math.max(bc,Math.min(Ca,T)),B=Math.max(bc,Math.min(Ca,B))];e5(X,z,e,t,n,r)?(x||(c.lineStart(),c.point(X[0],X[1])),c.point(z[0],z[1]),O||c.lineEnd(),w=!1):O&&(c.lineStart(),c.point(T,B),w=!1)}v=T,$=B,x=O}return S}}var Fh=e=>e,Dh=new Xt,Hh=new Xt,iw,sw,Vh,Kh,yr={point:nn,lineStart:nn,lineEnd:nn,polygonStart:function(){yr.lineStart=t5,yr.lineEnd=r5},polygonEnd:function(){yr.lineStart=yr.lineEnd=yr.point=nn,Dh.add(me(Hh)),Hh=new Xt},result:function(){var e=Dh/2;return Dh=new Xt,e}};function t5(){yr.point=n5}function n5(e,t){yr.point=ow,iw=Vh=e,sw=Kh=t}function ow(e,t){Hh.add(Kh*e-Vh*t),Vh=e,Kh=t}function r5(){ow(iw,sw)}var ho=1/0,$c=ho,Ia=-ho,Sc=Ia,kc={point:i5,lineStart:nn,lineEnd:nn,polygonStart:nn,polygonEnd:nn,result:function(){var e=[[ho,$c],[Ia,Sc]];return Ia=Sc=-($c=ho=1/0),e}};function i5(e,t){e<ho&&(ho=e),e>Ia&&(Ia=e),t<$c&&($c=t),t>Sc&&(Sc=t)}var qh=0,Uh=0,Ma=0,Tc=0,Cc=0,co=0,jh=0,Gh=0,Ra=0,aw,lw,Fn,Hn,en={point:Hi,lineStart:Kx,lineEnd:qx,polygonStart:function(){en.lineStart=a5,en.lineEnd=l5},polygonEnd:function(){en.point=Hi,en.lineStart=Kx,en.lineEnd=qx},result:function(){var e=Ra?[jh/Ra,Gh/Ra]:co?[Tc/co,Cc/co]:Ma?[qh/Ma,Uh/Ma]:[NaN,NaN];return qh=Uh=Ma=Tc=Cc=co=jh=Gh=Ra=0,e}};function Hi(e,t){qh+=e,Uh+=t,++Ma}function Kx(){en.point=s5}function s5(e,t){en.point=o5,Hi(Fn=e,Hn=t)}function o5(e,t){var n=e-Fn,r=t-Hn,i=Mt(n*n+r*r);Tc+=i*(Fn+e)/2,Cc+=i*(Hn+t)/2,co+=i,Hi(Fn=e,Hn=t)}function qx(){en.point=Hi}function a5(){en.point=u5}function l5(){uw(aw,lw)}function u5(e,t){en.point=uw,Hi(aw=Fn=e,lw=Hn=t)}function uw(e,t){var n=e-Fn,r=t-Hn,i=Mt(n*n+r*r);Tc+=i*(Fn+e)/2,Cc+=i*(Hn+t)/2,co+=i,i=Hn*e-Fn*t,jh+=i*(Fn+e),Gh+=i*(Hn+t),Ra+=i*3,Hi(Fn=e,Hn=t)}function cw(e){this._context=e}cw.prototype={_radius:4.5,pointRadius:function(e){return this._radius=e,this},polygonStart:function(){this._line=0},polygonEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){this._line===0&&this._context.closePath(),this._point=NaN},point:function(e,t){switch(this._point){case 0:{this._context.moveTo(e,t),this._point=1;break}case 1:{this._context.lineTo(e,t);break}default:{this._context.moveTo(e+this._radius,t),this._context.arc(e,t,this._radius,0,Kt);break}}},result:nn};var Wh=new Xt,Lh,fw,dw,Ea,Aa,Oa={point:nn,lineStart:function(){Oa.point=c5},lineEnd:function(){Lh&&hw(fw,dw),Oa.point=nn},polygonStart:function(){Lh=!0},polygonEnd:function(){Lh=null},result:function(){var e=+Wh;return Wh=new Xt,e}};function c5(e,t){Oa.point=hw,fw=Ea=e,dw=Aa=t}function hw(e,t){Ea-=e,Aa-=t,Wh.add(Mt(Ea*Ea+Aa*Aa)),Ea=e,Aa=t}var Ux,Mc,jx,Gx,Rc=class{constructor(t){this._append=t==null?pw:f5(t),this._radius=4.5,this._=""}pointRadius(t){return this._radius=+t,this}polygonStart(){this._line=0}polygonEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){this._line===0&&(this._+="Z"),this._point=NaN}point(t,n){switch(this._point){case 0:{this._append`M${t},${n}`,this._point=1;break}case 1:{this._append`L${t},${n}`;break}default:{if(this._append`M${t},${n}`,this._radius!==jx||this._append!==Mc){let r=this._radius,i=this._;this._="",this._append`m0,${r}a${r},${r} 0 1,1 0,${-2*r}a${r},${r} 0 1,1 0,${2*r}z`,jx=r,Mc=this._append,Gx=this._,this._=i}this._+=Gx;break}}}result(){let t=this._;return this._="",t.length?t:null}};function pw(e){let t=1;this._+=e[0];for(let n=e.length;t<n;++t)this._+=arguments[t]+e[t]}function f5(e){let t=Math.floor(e);if(!(t>=0))throw new RangeError(`invalid digits: ${e}`);if(t>15)return pw;if(t!==Ux){let n=10**t;Ux=t,Mc=function(i){let s=1;this._+=i[0];for(let o=i.length;s<o;++s)this._+=Math.round(arguments[s]*n)/n+i[s]}}return Mc}function Ba(e,t){let n=3,r=4.5,i,s;function o(a){return a&&(typeof r=="function"&&s.pointRadius(+r.apply(this,arguments)),ti(a,i(s))),s.result()}return o.area=function(a){return ti(a,i(yr)),yr.result()},o.measure=function(a){return ti(a,i(Oa)),Oa.result()},o.bounds=function(a){return ti(a,i(kc)),kc.result()},o.centroid=function(a){return ti(a,i(en)),en.result()},o.projection=function(a){return arguments.length?(i=a==null?(e=null,Fh):(e=a).stream,o):e},o.context=function(a){return arguments.length?(s=a==null?(t=null,new Rc(n)):new cw(t=a),typeof r!="function"&&s.pointRadius(r),o):t},o.pointRadius=function(a){return arguments.length?(r=typeof a=="function"?a:(s.pointRadius(+a),+a),o):r},o.digits=function(a){if(!arguments.length)return n;if(a==null)n=null;else{let l=Math.floor(a);if(!(l>=0))throw new RangeError(`invalid digits: ${a}`);n=l}return t===null&&(s=new Rc(n)),o},o.projection(e).digits(n).context(t)}function Fa(e){return{stream:Pc(e)}}function Pc(e){return function(t){var n=new Yh;for(var r in e)n[r]=e[r];return n.stream=t,n}}function Yh(){}Yh.prototype={constructor:Yh,point:function(e,t){this.stream.point(e,t)},sphere:function(){this.stream.sphere()},lineStart:function(){this.stream.lineStart()},lineEnd:function(){this.stream.lineEnd()},polygonStart:function(){this.stream.polygonStart()},polygonEnd:function(){this.stream.polygonEnd()}};function Zh(e,t,n){var r=e.clipExtent&&e.clipExtent();return e.scale(150).translate([0,0]),r!=null&&e.clipExtent(null),ti(n,e.stream(kc)),t(kc.result()),r!=null&&e.clipExtent(r),e}function Qh(e,t,n){return Zh(e,function(r){var i=t[1][0]-t[0][0],s=t[1][1]-t[0][1],o=Math.min(i/(r[1][0]-r[0][0]),s/(r[1][1]-r[0][1])),a=+t[0][0]+(i-o*(r[1][0]+r[0][0]))/2,l=+t[0][1]+(s-o*(r[1][1]+r[0][1]))/2;e.scale(150*o).translate([a,l])},n)}function mw(e,t,n){return Qh(e,[[0,0],t],n)}function gw(e,t,n){return Zh(e,function(r){var i=+t,s=i/(r[1][0]-r[0][0]),o=(i-s*(r[1][0]+r[0][0]))/2,a=-s*r[0][1];e.scale(150*s).translate([o,a])},n)}function bw(e,t,n){return Zh(e,function(r){var i=+t,s=i/(r[1][1]-r[0][1]),o=-s*r[0][0],a=(i-s*(r[1][1]+r[0][1]))/2;e.scale(150*s).translate([o,a])},n)}var Wx=16,d5=se(30*Ne);function Yx(e,t){return+t?p5(e,t):h5(e)}function h5(e){return Pc({point:function(t,n){t=e(t,n),this.stream.point(t[0],t[1])}})}function p5(e,t){function n(r,i,s,o,a,l,u,c,f,d,h,p,m,y){var b=u-r,v=c-i,$=b*b+v*v;if($>4*t&&m--){var x=o+d,k=a+h,w=l+p,S=Mt(x*x+k*k+w*w),C=rn(w/=S),M=me(me(w)-1)<ne||me(s-f)<ne?(s+f)/2:vr(k,x),D=e(M,C),E=D[0],P=D[1],F=E-r,R=P-i,T=v*F-b*R;(T*T/$>t||me((b*F+v*R)/$-.5)>.3||o*d+a*h+l*p<d5)&&(n(r,i,s,o,a,l,E,P,M,x/=S,k/=S,w,m,y),y.point(E,P),n(E,P,M,x,k,w,u,c,f,d,h,p,m,y))}}return function(r){var i,s,o,a,l,u,c,f,d,h,p,m,y={point:b,lineStart:v,lineEnd:x,polygonStart:function(){r.polygonStart(),y.lineStart=k},polygonEnd:function(){r.polygonEnd(),y.lineStart=v}};function b(C,M){C=e(C,M),r.point(C[0],C[1])}function v(){f=NaN,y.point=$,r.lineStart()}function $(C,M){var D=fo([C,M]),E=e(C,M);n(f,d,c,h,p,m,f=E[0],d=E[1],c=C,h=D[0],p=D[1],m=D[2],Wx,r),r.point(f,d)}function x(){y.point=b,r.lineEnd()}function k(){v(),y.point=w,y.lineEnd=S}function w(C,M){$(i=C,M),s=f,o=d,a=h,l=p,u=m,y.point=$}function S(){n(f,d,c,h,p,m,s,o,i,a,l,u,Wx,r),y.lineEnd=x,x()}return y}}var m5=Pc({point:function(e,t){this.stream.point(e*Ne,t*Ne)}});function g5(e){return Pc({point:function(t,n){var r=e(t,n);return this.stream.point(r[0],r[1])}})}function b5(e,t,n,r,i){function s(o,a){return o*=r,a*=i,[t+e*o,n-e*a]}return s.invert=function(o,a){return[(o-t)/e*r,(n-a)/e*i]},s}function Xx(e,t,n,r,i,s){if(!s)return b5(e,t,n,r,i);var o=se(s),a=re(s),l=o*e,u=a*e,c=o/e,f=a/e,d=(a*n-o*t)/e,h=(a*t+o*n)/e;function p(m,y){return m*=r,y*=i,[l*m-u*y+t,n-u*m-l*y]}return p.invert=function(m,y){return[r*(c*m-f*y+d),i*(h-f*m-c*y)]},p}function ni(e){return yw(function(){return e})()}function yw(e){var t,n=150,r=480,i=250,s=0,o=0,a=0,l=0,u=0,c,f=0,d=1,h=1,p=null,m=Vx,y=null,b,v,$,x=Fh,k=.5,w,S,C,M,D;function E(T){return C(T[0]*Ne,T[1]*Ne)}function P(T){return T=C.invert(T[0],T[1]),T&&[T[0]*_t,T[1]*_t]}E.stream=function(T){return M&&D===T?M:M=m5(g5(c)(m(w(x(D=T)))))},E.preclip=function(T){return arguments.length?(m=T,p=void 0,R()):m},E.postclip=function(T){return arguments.length?(x=T,y=b=v=$=null,R()):x},E.clipAngle=function(T){return arguments.length?(m=+T?QE(p=T*Ne):(p=null,Vx),R()):p*_t},E.clipExtent=function(T){return arguments.length?(x=T==null?(y=b=v=$=null,Fh):Jh(y=+T[0][0],b=+T[0][1],v=+T[1][0],$=+T[1][1]),R()):y==null?null:[[y,b],[v,$]]},E.scale=function(T){return arguments.length?(n=+T,F()):n},E.translate=function(T){return arguments.length?(r=+T[0],i=+T[1],F()):[r,i]},E.center=function(T){return arguments.length?(s=T[0]%360*Ne,o=T[1]%360*Ne,F()):[s*_t,o*_t]},E.rotate=function(T){return arguments.length?(a=T[0]%360*Ne,l=T[1]%360*Ne,u=T.length>2?T[2]%360*Ne:0,F()):[a*_t,l*_t,u*_t]},E.angle=function(T){return arguments.length?(f=T%360*Ne,F()):f*_t},E.reflectX=function(T){return arguments.length?(d=T?-1:1,F()):d<0},E.reflectY=function(T){return arguments.length?(h=T?-1:1,F()):h<0},E.precision=function(T){return arguments.length?(w=Yx(S,k=T*T),R()):Mt(k)},E.fitExtent=function(T,B){return Qh(E,T,B)},E.fitSize=function(T,B){return mw(E,T,B)},E.fitWidth=function(T,B){return gw(E,T,B)},E.fitHeight=function(T,B){return bw(E,T,B)};function F(){var T=Xx(n,0,0,d,h,f).apply(null,t(s,o)),B=Xx(n,r-T[0],i-T[1],d,h,f);return c=ew(a,l,u),S=zh(t,B),C=zh(c,S),w=Yx(S,k),R()}function R(){return M=D=null,E}return function(){return t=e.apply(this,arguments),E.invert=t.invert&&P,F()}}function ep(e){var t=0,n=ae/3,r=yw(e),i=r(t,n);return i.parallels=function(s){return arguments.length?r(t=s[0]*Ne,n=s[1]*Ne):[t*_t,n*_t]},i}function y5(e){var t=se(e);function n(r,i){return[r*t,re(i)/t]}return n.invert=function(r,i){return[r/t,rn(i*t)]},n}function v5(e,t){var n=re(e),r=(n+re(t))/2;if(me(r)<ne)return y5(e);var i=1+n*(2*r-n),s=Mt(i)/r;function o(a,l){var u=Mt(i-2*r*re(l))/r;return[u*re(a*=r),s-u*se(a)]}return o.invert=function(a,l){var u=s-l,c=vr(a,me(u))*tn(u);return u*r<0&&(c-=ae*tn(a)*tn(u)),[c/r,rn((i-(a*a+u*u)*r*r)/(2*r))]},o}function za(){return ep(v5).scale(155.424).center([0,33.6442])}function tp(){return za().parallels([29.5,45.5]).scale(1070).translate([480,250]).rotate([96,0]).center([-.6,38.7])}function x5(e){var t=e.length;return{point:function(n,r){for(var i=-1;++i<t;)e[i].point(n,r)},sphere:function(){for(var n=-1;++n<t;)e[n].sphere()},lineStart:function(){for(var n=-1;++n<t;)e[n].lineStart()},lineEnd:function(){for(var n=-1;++n<t;)e[n].lineEnd()},polygonStart:function(){for(var n=-1;++n<t;)e[n].polygonStart()},polygonEnd:function(){for(var n=-1;++n<t;)e[n].polygonEnd()}}}function vw(){var e,t,n=tp(),r,i=za().rotate([154,0]).center([-2,58.5]).parallels([55,65]),s,o=za().rotate([157,0]).center([-3,19.9]).parallels([8,18]),a,l,u={point:function(d,h){l=[d,h]}};function c(d){var h=d[0],p=d[1];return l=null,r.point(h,p),l||(s.point(h,p),l)||(a.point(h,p),l)}c.invert=function(d){var h=n.scale(),p=n.translate(),m=(d[0]-p[0])/h,y=(d[1]-p[1])/h;return(y>=.12&&y<.234&&m>=-.425&&m<-.214?i:y>=.166&&y<.234&&m>=-.214&&m<-.115?o:n).invert(d)},c.stream=function(d){return e&&t===d?e:e=x5([n.stream(t=d),i.stream(d),o.stream(d)])},c.precision=function(d){return arguments.length?(n.precision(d),i.precision(d),o.precision(d),f()):n.precision()},c.scale=function(d){return arguments.length?(n.scale(d),i.scale(d*.35),o.scale(d),c.translate(n.translate())):n.scale()},c.translate=function(d){if(!arguments.length)return n.translate();var h=n.scale(),p=+d[0],m=+d[1];return r=n.translate(d).clipExtent([[p-.455*h,m-.238*h],[p+.455*h,m+.238*h]]).stream(u),s=i.translate([p-.307*h,m+.201*h]).clipExtent([[p-.425*h+ne,m+.12*h+ne],[p-.214*h-ne,m+.234*h-ne]]).stream(u),a=o.translate([p-.205*h,m+.212*h]).clipExtent([[p-.214*h+ne,m+.166*h+ne],[p-.115*h-ne,m+.234*h-ne]]).stream(u),f()},c.fitExtent=function(d,h){return Qh(c,d,h)},c.fitSize=function(d,h){return mw(c,d,h)},c.fitWidth=function(d,h){return gw(c,d,h)},c.fitHeight=function(d,h){return bw(c,d,h)};function f(){return e=t=null,c}return c.scale(1070)}function xw(e){return function(t,n){var r=se(t),i=se(n),s=e(r*i);return s===1/0?[2,0]:[s*i*re(t),s*re(n)]}}function Ha(e){return function(t,n){var r=Mt(t*t+n*n),i=e(r),s=re(i),o=se(i);return[vr(t*s,r*o),rn(r&&n*s/r)]}}var ww=xw(function(e){return Mt(2/(1+e))});ww.invert=Ha(function(e){return 2*rn(e/2)});function _w(){return ni(ww).scale(124.75).clipAngle(180-.001)}var $w=xw(function(e){return(e=Qx(e))&&e/re(e)});$w.invert=Ha(function(e){return e});function Sw(){return ni($w).scale(79.4188).clipAngle(180-.001)}function Dc(e,t){return[e,xc(Xh((Ie+t)/2))]}Dc.invert=function(e,t){return[e,2*po(Zx(t))-Ie]};function kw(){return Tw(Dc).scale(961/Kt)}function Tw(e){var t=ni(e),n=t.center,r=t.scale,i=t.translate,s=t.clipExtent,o=null,a,l,u;t.scale=function(f){return arguments.length?(r(f),c()):r()},t.translate=function(f){return arguments.length?(i(f),c()):i()},t.center=function(f){return arguments.length?(n(f),c()):n()},t.clipExtent=function(f){return arguments.length?(f==null?o=a=l=u=null:(o=+f[0][0],a=+f[0][1],l=+f[1][0],u=+f[1][1]),c()):o==null?null:[[o,a],[l,u]]};function c(){var f=ae*r(),d=t(UE(t.rotate()).invert([0,0]));return s(o==null?[[d[0]-f,d[1]-f],[d[0]+f,d[1]+f]]:e===Dc?[[Math.max(d[0]-f,o),a],[Math.min(d[0]+f,l),u]]:[[o,Math.max(d[1]-f,a)],[l,Math.min(d[1]+f,u)]])}return c()}function yc(e){return Xh((Ie+e)/2)}function w5(e,t){var n=se(e),r=e===t?re(e):xc(n/se(t))/xc(yc(t)/yc(e)),i=n*Eh(yc(e),r)/r;if(!r)return Dc;function s(o,a){i>0?a<-Ie+ne&&(a=-Ie+ne):a>Ie-ne&&(a=Ie-ne);var l=i/Eh(yc(a),r);return[l*re(r*o),i-l*se(r*o)]}return s.invert=function(o,a){var l=i-a,u=tn(r)*Mt(o*o+l*l),c=vr(o,me(l))*tn(l);return l*r<0&&(c-=ae*tn(o)*tn(l)),[c/r,2*po(Eh(i/u,1/r))-Ie]},s}function Cw(){return ep(w5).scale(109.5).parallels([30,30])}function Ec(e,t){return[e,t]}Ec.invert=Ec;function Mw(){return ni(Ec).scale(152.63)}function _5(e,t){var n=se(e),r=e===t?re(e):(n-se(t))/(t-e),i=n/r+e;if(me(r)<ne)return Ec;function s(o,a){var l=i-a,u=r*o;return[l*re(u),i-l*se(u)]}return s.invert=function(o,a){var l=i-a,u=vr(o,me(l))*tn(l);return l*r<0&&(u-=ae*tn(o)*tn(l)),[u/r,i-tn(r)*Mt(o*o+l*l)]},s}function Rw(){return ep(_5).scale(131.154).center([0,13.9389])}var Pa=1.340264,Da=-.081106,La=893e-6,Na=.003796,Ac=Mt(3)/2,$5=12;function Ew(e,t){var n=rn(Ac*re(t)),r=n*n,i=r*r*r;return[e*se(n)/(Ac*(Pa+3*Da*r+i*(7*La+9*Na*r))),n*(Pa+Da*r+i*(La+Na*r))]}Ew.invert=function(e,t){for(var n=t,r=n*n,i=r*r*r,s=0,o,a,l;s<$5&&(a=n*(Pa+Da*r+i*(La+Na*r))-t,l=Pa+3*Da*r+i*(7*La+9*Na*r),n-=o=a/l,r=n*n,i=r*r*r,!(me(o)<Jx));++s);return[Ac*e*(Pa+3*Da*r+i*(7*La+9*Na*r))/se(n),rn(re(n)/Ac)]};function Aw(){return ni(Ew).scale(177.158)}function Pw(e,t){var n=se(t),r=se(e)*n;return[n*re(e)/r,re(t)/r]}Pw.invert=Ha(po);function Dw(){return ni(Pw).scale(144.049).clipAngle(60)}function S5(e,t){var n=t*t,r=n*n;return[e*(.8707-.131979*n+r*(-.013791+r*(.003971*n-.001529*r))),t*(1.007226+n*(.015085+r*(-.044475+.028874*n-.005916*r)))]}S5.invert=function(e,t){var n=t,r=25,i;do{var s=n*n,o=s*s;n-=i=(n*(1.007226+s*(.015085+o*(-.044475+.028874*s-.005916*o)))-t)/(1.007226+s*(.015085*3+o*(-.044475*7+.028874*9*s-.005916*11*o)))}while(me(i)>ne&&--r>0);return[e/(.8707+(s=n*n)*(-.131979+s*(-.013791+s*s*s*(.003971-.001529*s)))),n]};function Lw(e,t){return[se(t)*re(e),re(t)]}Lw.invert=Ha(rn);function Nw(){return ni(Lw).scale(249.5).clipAngle(90+ne)}function Iw(e,t){var n=se(t),r=1+se(e)*n;return[n*re(e)/r,re(t)/r]}Iw.invert=Ha(function(e){return 2*po(e)});function Ow(){return ni(Iw).scale(250).clipAngle(142)}function zw(e,t){return[xc(Xh((Ie+t)/2)),-e]}zw.invert=function(e,t){return[-t,2*po(Zx(e))-Ie]};function Bw(){var e=Tw(zw),t=e.center,n=e.rotate;return e.center=function(r){return arguments.length?t([-r[1],r[0]]):(r=t(),[r[1],-r[0]])},e.rotate=function(r){return arguments.length?n([r[0],r[1],r.length>2?r[2]+90:90]):(r=n(),[r[0],r[1],r[2]-90])},n([0,0,90]).scale(159.155)}var np=new Date,rp=new Date;function Ye(e,t,n,r){function i(s){return e(s=arguments.length===0?new Date:new Date(+s)),s}return i.floor=s=>(e(s=new Date(+s)),s),i.ceil=s=>(e(s=new Date(s-1)),t(s,1),e(s),s),i.round=s=>{let o=i(s),a=i.ceil(s);return s-o<a-s?o:a},i.offset=(s,o)=>(t(s=new Date(+s),o==null?1:Math.floor(o)),s),i.range=(s,o,a)=>{let l=[];if(s=i.ceil(s),a=a==null?1:Math.floor(a),!(s<o)||!(a>0))return l;let u;do l.push(u=new Date(+s)),t(s,a),e(s);while(u<s&&s<o);return l},i.filter=s=>Ye(o=>{if(o>=o)for(;e(o),!s(o);)o.setTime(o-1)},(o,a)=>{if(o>=o)if(a<0)for(;++a<=0;)for(;t(o,-1),!s(o););else for(;--a>=0;)for(;t(o,1),!s(o););}),n&&(i.count=(s,o)=>(np.setTime(+s),rp.setTime(+o),e(np),e(rp),Math.floor(n(np,rp))),i.every=s=>(s=Math.floor(s),!isFinite(s)||!(s>0)?null:s>1?i.filter(r?o=>r(o)%s===0:o=>i.count(0,o)%s===0):i)),i}var Lc=Ye(()=>{},(e,t)=>{e.setTime(+e+t)},(e,t)=>t-e);Lc.every=e=>(e=Math.floor(e),!isFinite(e)||!(e>0)?null:e>1?Ye(t=>{t.setTime(Math.floor(t/e)*e)},(t,n)=>{t.setTime(+t+n*e)},(t,n)=>(n-t)/e):Lc);var wN=Lc.range,xr=1e3,sn=xr*60,wr=sn*60,_r=wr*24,sp=_r*7,Fw=_r*30,ip=_r*365,$t=Ye(e=>{e.setTime(e-e.getMilliseconds())},(e,t)=>{e.setTime(+e+t*xr)},(e,t)=>(t-e)/xr,e=>e.getUTCSeconds()),_N=$t.range,Vi=Ye(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*xr)},(e,t)=>{e.setTime(+e+t*sn)},(e,t)=>(t-e)/sn,e=>e.getMinutes()),$N=Vi.range,Ki=Ye(e=>{e.setUTCSeconds(0,0)},(e,t)=>{e.setTime(+e+t*sn)},(e,t)=>(t-e)/sn,e=>e.getUTCMinutes()),SN=Ki.range,qi=Ye(e=>{e.setTime(e-e.getMilliseconds()-e.getSeconds()*xr-e.getMinutes()*sn)},(e,t)=>{e.setTime(+e+t*wr)},(e,t)=>(t-e)/wr,e=>e.getHours()),kN=qi.range,Ui=Ye(e=>{e.setUTCMinutes(0,0,0)},(e,t)=>{e.setTime(+e+t*wr)},(e,t)=>(t-e)/wr,e=>e.getUTCHours()),TN=Ui.range,Vn=Ye(e=>e.setHours(0,0,0,0),(e,t)=>e.setDate(e.getDate()+t),(e,t)=>(t-e-(t.getTimezoneOffset()-e.getTimezoneOffset())*sn)/_r,e=>e.getDate()-1),CN=Vn.range,mo=Ye(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/_r,e=>e.getUTCDate()-1),MN=mo.range,Va=Ye(e=>{e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCDate(e.getUTCDate()+t)},(e,t)=>(t-e)/_r,e=>Math.floor(e/_r)),RN=Va.range;function ji(e){return Ye(t=>{t.setDate(t.getDate()-(t.getDay()+7-e)%7),t.setHours(0,0,0,0)},(t,n)=>{t.setDate(t.getDate()+n*7)},(t,n)=>(n-t-(n.getTimezoneOffset()-t.getTimezoneOffset())*sn)/sp)}var Kn=ji(0),Gi=ji(1),op=ji(2),ap=ji(3),$r=ji(4),lp=ji(5),up=ji(6),EN=Kn.range,AN=Gi.range,PN=op.range,DN=ap.range,LN=$r.range,NN=lp.range,IN=up.range;function Wi(e){return Ye(t=>{t.setUTCDate(t.getUTCDate()-(t.getUTCDay()+7-e)%7),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCDate(t.getUTCDate()+n*7)},(t,n)=>(n-t)/sp)}var qn=Wi(0),Yi=Wi(1),cp=Wi(2),fp=Wi(3),Sr=Wi(4),dp=Wi(5),hp=Wi(6),ON=qn.range,zN=Yi.range,BN=cp.range,FN=fp.range,HN=Sr.range,VN=dp.range,KN=hp.range,Xi=Ye(e=>{e.setDate(1),e.setHours(0,0,0,0)},(e,t)=>{e.setMonth(e.getMonth()+t)},(e,t)=>t.getMonth()-e.getMonth()+(t.getFullYear()-e.getFullYear())*12,e=>e.getMonth()),qN=Xi.range,Ji=Ye(e=>{e.setUTCDate(1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCMonth(e.getUTCMonth()+t)},(e,t)=>t.getUTCMonth()-e.getUTCMonth()+(t.getUTCFullYear()-e.getUTCFullYear())*12,e=>e.getUTCMonth()),UN=Ji.range,Rt=Ye(e=>{e.setMonth(0,1),e.setHours(0,0,0,0)},(e,t)=>{e.setFullYear(e.getFullYear()+t)},(e,t)=>t.getFullYear()-e.getFullYear(),e=>e.getFullYear());Rt.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:Ye(t=>{t.setFullYear(Math.floor(t.getFullYear()/e)*e),t.setMonth(0,1),t.setHours(0,0,0,0)},(t,n)=>{t.setFullYear(t.getFullYear()+n*e)});var jN=Rt.range,Et=Ye(e=>{e.setUTCMonth(0,1),e.setUTCHours(0,0,0,0)},(e,t)=>{e.setUTCFullYear(e.getUTCFullYear()+t)},(e,t)=>t.getUTCFullYear()-e.getUTCFullYear(),e=>e.getUTCFullYear());Et.every=e=>!isFinite(e=Math.floor(e))||!(e>0)?null:Ye(t=>{t.setUTCFullYear(Math.floor(t.getUTCFullYear()/e)*e),t.setUTCMonth(0,1),t.setUTCHours(0,0,0,0)},(t,n)=>{t.setUTCFullYear(t.getUTCFullYear()+n*e)});var GN=Et.range;function Hw(e,t,n,r,i,s){let o=[[$t,1,xr],[$t,5,5*xr],[$t,15,15*xr],[$t,30,30*xr],[s,1,sn],[s,5,5*sn],[s,15,15*sn],[s,30,30*sn],[i,1,wr],[i,3,3*wr],[i,6,6*wr],[i,12,12*wr],[r,1,_r],[r,2,2*_r],[n,1,sp],[t,1,Fw],[t,3,3*Fw],[e,1,ip]];function a(u,c,f){let d=c<u;d&&([u,c]=[c,u]);let h=f&&typeof f.range=="function"?f:l(u,c,f),p=h?h.range(u,+c+1):[];return d?p.reverse():p}function l(u,c,f){let d=Math.abs(c-u)/f,h=Js(([,,y])=>y).right(o,d);if(h===o.length)return e.every(xa(u/ip,c/ip,f));if(h===0)return Lc.every(Math.max(xa(u,c,f),1));let[p,m]=o[d/o[h-1][2]<o[h][2]/d?h-1:h];return p.every(m)}return[a,l]}var[Vw,Nc]=Hw(Et,Ji,qn,Va,Ui,Ki),[Kw,qw]=Hw(Rt,Xi,Kn,Vn,qi,Vi);function pp(e){if(0<=e.y&&e.y<100){var t=new Date(-1,e.m,e.d,e.H,e.M,e.S,e.L);return t.setFullYear(e.y),t}return new Date(e.y,e.m,e.d,e.H,e.M,e.S,e.L)}function mp(e){if(0<=e.y&&e.y<100){var t=new Date(Date.UTC(-1,e.m,e.d,e.H,e.M,e.S,e.L));return t.setUTCFullYear(e.y),t}return new Date(Date.UTC(e.y,e.m,e.d,e.H,e.M,e.S,e.L))}function Ka(e,t,n){return{y:e,m:t,d:n,H:0,M:0,S:0,L:0}}function k5(e){var t=e.dateTime,n=e.date,r=e.time,i=e.periods,s=e.days,o=e.shortDays,a=e.months,l=e.shortMonths,u=qa(i),c=Ua(i),f=qa(s),d=Ua(s),h=qa(o),p=Ua(o),m=qa(a),y=Ua(a),b=qa(l),v=Ua(l),$={a:O,A:X,b:z,B:H,c:null,d:Xw,e:Xw,f:W5,g:iA,G:oA,H:U5,I:j5,j:G5,L:t1,m:Y5,M:X5,p:j,q:W,Q:Qw,s:e1,S:J5,u:Z5,U:Q5,V:eA,w:tA,W:nA,x:null,X:null,y:rA,Y:sA,Z:aA,"%":Zw},x={a:U,A:oe,b:le,B:ce,c:null,d:Jw,e:Jw,f:fA,g:wA,G:$A,H:lA,I:uA,j:cA,L:r1,m:dA,M:hA,p:q,q:ee,Q:Qw,s:e1,S:pA,u:mA,U:gA,V:bA,w:yA,W:vA,x:null,X:null,y:xA,Y:_A,Z:SA,"%":Zw},k={a:D,A:E,b:P,B:F,c:R,d:Ww,e:Ww,f:H5,g:Gw,G:jw,H:Yw,I:Yw,j:O5,L:F5,m:I5,M:z5,p:M,q:N5,Q:K5,s:q5,S:B5,u:E5,U:A5,V:P5,w:R5,W:D5,x:T,X:B,y:Gw,Y:jw,Z:L5,"%":V5};$.x=w(n,$),$.X=w(r,$),$.c=w(t,$),x.x=w(n,x),x.X=w(r,x),x.c=w(t,x);function w(L,K){return function(Y){var A=[],de=-1,J=0,pe=L.length,ke,dt,Fr;for(Y instanceof Date||(Y=new Date(+Y));++de<pe;)L.charCodeAt(de)===37&&(A.push(L.slice(J,de)),(dt=Uw[ke=L.charAt(++de)])!=null?ke=L.charAt(++de):dt=ke==="e"?" ":"0",(Fr=K[ke])&&(ke=Fr(Y,dt)),A.push(ke),J=de+1);return A.push(L.slice(J,de)),A.join("")}}function S(L,K){return function(Y){var A=Ka(1900,void 0,1),de=C(A,L,Y+="",0),J,pe;if(de!=Y.length)return null;if("Q"in A)return new Date(A.Q);if("s"in A)return new Date(A.s*1e3+("L"in A?A.L:0));if(K&&!("Z"in A)&&(A.Z=0),"p"in A&&(A.H=A.H%12+A.p*12),A.m===void 0&&(A.m="q"in A?A.q:0),"V"in A){if(A.V<1||A.V>53)return null;"w"in A||(A.w=1),"Z"in A?(J=mp(Ka(A.y,0,1)),pe=J.getUTCDay(),J=pe>4||pe===0?Yi.ceil(J):Yi(J),J=mo.offset(J,(A.V-1)*7),A.y=J.getUTCFullYear(),A.m=J.getUTCMonth(),A.d=J.getUTCDate()+(A.w+6)%7):(J=pp(Ka(A.y,0,1)),pe=J.getDay(),J=pe>4||pe===0?Gi.ceil(J):Gi(J),J=Vn.offset(J,(A.V-1)*7),A.y=J.getFullYear(),A.m=J.getMonth(),A.d=J.getDate()+(A.w+6)%7)}else("W"in A||"U"in A)&&("w"in A||(A.w="u"in A?A.u%7:"W"in A?1:0),pe="Z"in A?mp(Ka(A.y,0,1)).getUTCDay():pp(Ka(A.y,0,1)).getDay(),A.m=0,A.d="W"in A?(A.w+6)%7+A.W*7-(pe+5)%7:A.w+A.U*7-(pe+6)%7);return"Z"in A?(A.H+=A.Z/100|0,A.M+=A.Z%100,mp(A)):pp(A)}}function C(L,K,Y,A){for(var de=0,J=K.length,pe=Y.length,ke,dt;de<J;){if(A>=pe)return-1;if(ke=K.charCodeAt(de++),ke===37){if(ke=K.charAt(de++),dt=k[ke in Uw?K.charAt(de++):ke],!dt||(A=dt(L,Y,A))<0)return-1}else if(ke!=Y.charCodeAt(A++))return-1}return A}function M(L,K,Y){var A=u.exec(K.slice(Y));return A?(L.p=c.get(A[0].toLowerCase()),Y+A[0].length):-1}function D(L,K,Y){var A=h.exec(K.slice(Y));return A?(L.w=p.get(A[0].toLowerCase()),Y+A[0].length):-1}function E(L,K,Y){var A=f.exec(K.slice(Y));return A?(L.w=d.get(A[0].toLowerCase()),Y+A[0].length):-1}function P(L,K,Y){var A=b.exec(K.slice(Y));return A?(L.m=v.get(A[0].toLowerCase()),Y+A[0].length):-1}function F(L,K,Y){var A=m.exec(K.slice(Y));return A?(L.m=y.get(A[0].toLowerCase()),Y+A[0].length):-1}function R(L,K,Y){return C(L,t,K,Y)}function T(L,K,Y){return C(L,n,K,Y)}function B(L,K,Y){return C(L,r,K,Y)}function O(L){return o[L.getDay()]}function X(L){return s[L.getDay()]}function z(L){return l[L.getMonth()]}function H(L){return a[L.getMonth()]}function j(L){return i[+(L.getHours()>=12)]}function W(L){return 1+~~(L.getMonth()/3)}function U(L){return o[L.getUTCDay()]}function oe(L){return s[L.getUTCDay()]}function le(L){return l[L.getUTCMonth()]}function ce(L){return a[L.getUTCMonth()]}function q(L){return i[+(L.getUTCHours()>=12)]}function ee(L){return 1+~~(L.getUTCMonth()/3)}return{format:function(L){var K=w(L+="",$);return K.toString=function(){return L},K},parse:function(L){var K=S(L+="",!1);return K.toString=function(){return L},K},utcFormat:function(L){var K=w(L+="",x);return K.toString=function(){return L},K},utcParse:function(L){var K=S(L+="",!0);return K.toString=function(){return L},K}}}var Uw={"-":"",_:" ",0:"0"},rt=/^\s*\d+/,T5=/^%/,C5=/[\\^$*+?|[\]().{}]/g;function he(e,t,n){var r=e<0?"-":"",i=(r?-e:e)+"",s=i.length;return r+(s<n?new Array(n-s+1).join(t)+i:i)}function M5(e){return e.replace(C5,"\\$&")}function qa(e){return new RegExp("^(?:"+e.map(M5).join("|")+")","i")}function Ua(e){return new Map(e.map((t,n)=>[t.toLowerCase(),n]))}function R5(e,t,n){var r=rt.exec(t.slice(n,n+1));return r?(e.w=+r[0],n+r[0].length):-1}function E5(e,t,n){var r=rt.exec(t.slice(n,n+1));return r?(e.u=+r[0],n+r[0].length):-1}function A5(e,t,n){var r=rt.exec(t.slice(n,n+2));return r?(e.U=+r[0],n+r[0].length):-1}function P5(e,t,n){var r=rt.exec(t.slice(n,n+2));return r?(e.V=+r[0],n+r[0].length):-1}function D5(e,t,n){var r=rt.exec(t.slice(n,n+2));return r?(e.W=+r[0],n+r[0].length):-1}function jw(e,t,n){var r=rt.exec(t.slice(n,n+4));return r?(e.y=+r[0],n+r[0].length):-1}function Gw(e,t,n){var r=rt.exec(t.slice(n,n+2));return r?(e.y=+r[0]+(+r[0]>68?1900:2e3),n+r[0].length):-1}function L5(e,t,n){var r=/^(Z)|([+-]\d\d)(?::?(\d\d))?/.exec(t.slice(n,n+6));return r?(e.Z=r[1]?0:-(r[2]+(r[3]||"00")),n+r[0].length):-1}function N5(e,t,n){var r=rt.exec(t.slice(n,n+1));return r?(e.q=r[0]*3-3,n+r[0].length):-1}function I5(e,t,n){var r=rt.exec(t.slice(n,n+2));return r?(e.m=r[0]-1,n+r[0].length):-1}function Ww(e,t,n){var r=rt.exec(t.slice(n,n+2));return r?(e.d=+r[0],n+r[0].length):-1}function O5(e,t,n){var r=rt.exec(t.slice(n,n+3));return r?(e.m=0,e.d=+r[0],n+r[0].length):-1}function Yw(e,t,n){var r=rt.exec(t.slice(n,n+2));return r?(e.H=+r[0],n+r[0].length):-1}function z5(e,t,n){var r=rt.exec(t.slice(n,n+2));return r?(e.M=+r[0],n+r[0].length):-1}function B5(e,t,n){var r=rt.exec(t.slice(n,n+2));return r?(e.S=+r[0],n+r[0].length):-1}function F5(e,t,n){var r=rt.exec(t.slice(n,n+3));return r?(e.L=+r[0],n+r[0].length):-1}function H5(e,t,n){var r=rt.exec(t.slice(n,n+6));return r?(e.L=Math.floor(r[0]/1e3),n+r[0].length):-1}function V5(e,t,n){var r=T5.exec(t.slice(n,n+1));return r?n+r[0].length:-1}function K5(e,t,n){var r=rt.exec(t.slice(n));return r?(e.Q=+r[0],n+r[0].length):-1}function q5(e,t,n){var r=rt.exec(t.slice(n));return r?(e.s=+r[0],n+r[0].length):-1}function Xw(e,t){return he(e.getDate(),t,2)}function U5(e,t){return he(e.getHours(),t,2)}function j5(e,t){return he(e.getHours()%12||12,t,2)}function G5(e,t){return he(1+Vn.count(Rt(e),e),t,3)}function t1(e,t){return he(e.getMilliseconds(),t,3)}function W5(e,t){return t1(e,t)+"000"}function Y5(e,t){return he(e.getMonth()+1,t,2)}function X5(e,t){return he(e.getMinutes(),t,2)}function J5(e,t){return he(e.getSeconds(),t,2)}function Z5(e){var t=e.getDay();return t===0?7:t}function Q5(e,t){return he(Kn.count(Rt(e)-1,e),t,2)}function n1(e){var t=e.getDay();return t>=4||t===0?$r(e):$r.ceil(e)}function eA(e,t){return e=n1(e),he($r.count(Rt(e),e)+(Rt(e).getDay()===4),t,2)}function tA(e){return e.getDay()}function nA(e,t){return he(Gi.count(Rt(e)-1,e),t,2)}function rA(e,t){return he(e.getFullYear()%100,t,2)}function iA(e,t){return e=n1(e),he(e.getFullYear()%100,t,2)}function sA(e,t){return he(e.getFullYear()%1e4,t,4)}function oA(e,t){var n=e.getDay();return e=n>=4||n===0?$r(e):$r.ceil(e),he(e.getFullYear()%1e4,t,4)}function aA(e){var t=e.getTimezoneOffset();return(t>0?"-":(t*=-1,"+"))+he(t/60|0,"0",2)+he(t%60,"0",2)}function Jw(e,t){return he(e.getUTCDate(),t,2)}function lA(e,t){return he(e.getUTCHours(),t,2)}function uA(e,t){return he(e.getUTCHours()%12||12,t,2)}function cA(e,t){return he(1+mo.count(Et(e),e),t,3)}function r1(e,t){return he(e.getUTCMilliseconds(),t,3)}function fA(e,t){return r1(e,t)+"000"}function dA(e,t){return he(e.getUTCMonth()+1,t,2)}function hA(e,t){return he(e.getUTCMinutes(),t,2)}function pA(e,t){return he(e.getUTCSeconds(),t,2)}function mA(e){var t=e.getUTCDay();return t===0?7:t}function gA(e,t){return he(qn.count(Et(e)-1,e),t,2)}function i1(e){var t=e.getUTCDay();return t>=4||t===0?Sr(e):Sr.ceil(e)}function bA(e,t){return e=i1(e),he(Sr.count(Et(e),e)+(Et(e).getUTCDay()===4),t,2)}function yA(e){return e.getUTCDay()}function vA(e,t){return he(Yi.count(Et(e)-1,e),t,2)}function xA(e,t){return he(e.getUTCFullYear()%100,t,2)}function wA(e,t){return e=i1(e),he(e.getUTCFullYear()%100,t,2)}function _A(e,t){return he(e.getUTCFullYear()%1e4,t,4)}function $A(e,t){var n=e.getUTCDay();return e=n>=4||n===0?Sr(e):Sr.ceil(e),he(e.getUTCFullYear()%1e4,t,4)}function SA(){return"+0000"}function Zw(){return"%"}function Qw(e){return+e}function e1(e){return Math.floor(+e/1e3)}var go,ja,kA,Un,s1;TA({dateTime:"%x, %X",date:"%-m/%-d/%Y",time:"%-I:%M:%S %p",periods:["AM","PM"],days:["Sunday","Monday","Tuesday","Wednesday","Thursday","Friday","Saturday"],shortDays:["Sun","Mon","Tue","Wed","Thu","Fri","Sat"],months:["January","February","March","April","May","June","July","August","September","October","November","December"],shortMonths:["Jan","Feb","Mar","Apr","May","Jun","Jul","Aug","Sep","Oct","Nov","Dec"]});function TA(e){return go=k5(e),ja=go.format,kA=go.parse,Un=go.utcFormat,s1=go.utcParse,go}var o1="%Y-%m-%dT%H:%M:%S.%LZ";function CA(e){return e.toISOString()}var XN=Date.prototype.toISOString?CA:Un(o1);function MA(e){var t=new Date(e);return isNaN(t)?null:t}var JN=+new Date("2000-01-01T00:00:00.000Z")?MA:s1(o1);function jn(e,t){switch(arguments.length){case 0:break;case 1:this.range(e);break;default:this.range(t).domain(e);break}return this}function Oc(e,t){switch(arguments.length){case 0:break;case 1:{typeof e=="function"?this.interpolator(e):this.range(e);break}default:{this.domain(e),typeof t=="function"?this.interpolator(t):this.range(t);break}}return this}var Ic=Symbol("implicit");function zc(){var e=new Jt,t=[],n=[],r=Ic;function i(s){let o=e.get(s);if(o===void 0){if(r!==Ic)return r;e.set(s,o=t.push(s)-1)}return n[o%n.length]}return i.domain=function(s){if(!arguments.length)return t.slice();t=[],e=new Jt;for(let o of s)e.has(o)||e.set(o,t.push(o)-1);return i},i.range=function(s){return arguments.length?(n=Array.from(s),i):n.slice()},i.unknown=function(s){return arguments.length?(r=s,i):r},i.copy=function(){return zc(t,n).unknown(r)},jn.apply(i,arguments),i}function bo(){var e=zc().unknown(void 0),t=e.domain,n=e.range,r=0,i=1,s,o,a=!1,l=0,u=0,c=.5;delete e.unknown;function f(){var d=t().length,h=i<r,p=h?i:r,m=h?r:i;s=(m-p)/Math.max(1,d-l+u*2),a&&(s=Math.floor(s)),p+=(m-p-s*(d-l))*c,o=s*(1-l),a&&(p=Math.round(p),o=Math.round(o));var y=Qs(d).map(function(b){return p+s*b});return n(h?y.reverse():y)}return e.domain=function(d){return arguments.length?(t(d),f()):t()},e.range=function(d){return arguments.length?([r,i]=d,r=+r,i=+i,f()):[r,i]},e.rangeRound=function(d){return[r,i]=d,r=+r,i=+i,a=!0,f()},e.bandwidth=function(){return o},e.step=function(){return s},e.round=function(d){return arguments.length?(a=!!d,f()):a},e.padding=function(d){return arguments.length?(l=Math.min(1,u=+d),f()):l},e.paddingInner=function(d){return arguments.length?(l=Math.min(1,d),f()):l},e.paddingOuter=function(d){return arguments.length?(u=+d,f()):u},e.align=function(d){return arguments.length?(c=Math.max(0,Math.min(1,d)),f()):c},e.copy=function(){return bo(t(),[r,i]).round(a).paddingInner(l).paddingOuter(u).align(c)},jn.apply(f(),arguments)}function p1(e){var t=e.copy;return e.padding=e.paddingOuter,delete e.paddingInner,delete e.paddingOuter,e.copy=function(){return p1(t())},e}function m1(){return p1(bo.apply(null,arguments).paddingInner(1))}function RA(e){return function(){return e}}function gp(e){return+e}var a1=[0,1];function on(e){return e}function bp(e,t){return(t-=e=+e)?function(n){return(n-e)/t}:RA(isNaN(t)?NaN:.5)}function EA(e,t){var n;return e>t&&(n=e,e=t,t=n),function(r){return Math.max(e,Math.min(t,r))}}function AA(e,t,n){var r=e[0],i=e[1],s=t[0],o=t[1];return i<r?(r=bp(i,r),s=n(o,s)):(r=bp(r,i),s=n(s,o)),function(a){return s(r(a))}}function PA(e,t,n){var r=Math.min(e.length,t.length)-1,i=new Array(r),s=new Array(r),o=-1;for(e[r]<e[0]&&(e=e.slice().reverse(),t=t.slice().reverse());++o<r;)i[o]=bp(e[o],e[o+1]),s[o]=n(t[o],t[o+1]);return function(a){var l=Zs(e,a,1,r)-1;return s[l](i[l](a))}}function Ga(e,t){return t.domain(e.domain()).range(e.range()).interpolate(e.interpolate()).clamp(e.clamp()).unknown(e.unknown())}function Bc(){var e=a1,t=a1,n=ao,r,i,s,o=on,a,l,u;function c(){var d=Math.min(e.length,t.length);return o!==on&&(o=EA(e[0],e[d-1])),a=d>2?PA:AA,l=u=null,f}function f(d){return d==null||isNaN(d=+d)?s:(l||(l=a(e.map(r),t,n)))(r(o(d)))}return f.invert=function(d){return o(i((u||(u=a(t,e.map(r),We)))(d)))},f.domain=function(d){return arguments.length?(e=Array.from(d,gp),c()):e.slice()},f.range=function(d){return arguments.length?(t=Array.from(d),c()):t.slice()},f.rangeRound=function(d){return t=Array.from(d),n=ka,c()},f.clamp=function(d){return arguments.length?(o=d?!0:on,c()):o!==on},f.interpolate=function(d){return arguments.length?(n=d,c()):n},f.unknown=function(d){return arguments.length?(s=d,f):s},function(d,h){return r=d,i=h,c()}}function g1(){return Bc()(on,on)}function DA(e,t,n,r){var i=xa(e,t,n),s;switch(r=uo(r??",f"),r.type){case"s":{var o=Math.max(Math.abs(e),Math.abs(t));return r.precision==null&&!isNaN(s=Ax(i,o))&&(r.precision=s),Rh(r,o)}case"":case"e":case"g":case"p":case"r":{r.precision==null&&!isNaN(s=Px(i,Math.max(Math.abs(e),Math.abs(t))))&&(r.precision=s-(r.type==="e"));break}case"f":case"%":{r.precision==null&&!isNaN(s=Ex(i))&&(r.precision=s-(r.type==="%")*2);break}}return Bn(r)}function Wa(e){var t=e.domain;return e.ticks=function(n){var r=t();return Jr(r[0],r[r.length-1],n??10)},e.tickFormat=function(n,r){var i=t();return DA(i[0],i[i.length-1],n??10,r)},e.nice=function(n){n==null&&(n=10);var r=t(),i=0,s=r.length-1,o=r[i],a=r[s],l,u,c=10;for(a<o&&(u=o,o=a,a=u,u=i,i=s,s=u);c-- >0;){if(u=Xs(o,a,n),u===l)return r[i]=o,r[s]=a,t(r);if(u>0)o=Math.floor(o/u)*u,a=Math.ceil(a/u)*u;else if(u<0)o=Math.ceil(o*u)/u,a=Math.floor(a*u)/u;else break;l=u}return e},e}function Ya(){var e=g1();return e.copy=function(){return Ga(e,Ya())},jn.apply(e,arguments),Wa(e)}function yp(e){var t;function n(r){return r==null||isNaN(r=+r)?t:r}return n.invert=n,n.domain=n.range=function(r){return arguments.length?(e=Array.from(r,gp),n):e.slice()},n.unknown=function(r){return arguments.length?(t=r,n):t},n.copy=function(){return yp(e).unknown(t)},e=arguments.length?Array.from(e,gp):[0,1],Wa(n)}function b1(e,t){e=e.slice();var n=0,r=e.length-1,i=e[n],s=e[r],o;return s<i&&(o=n,n=r,r=o,o=i,i=s,s=o),e[n]=t.floor(i),e[r]=t.ceil(s),e}function l1(e){return Math.log(e)}function u1(e){return Math.exp(e)}function LA(e){return-Math.log(-e)}function NA(e){return-Math.exp(-e)}function IA(e){return isFinite(e)?+("1e"+e):e<0?0:e}function OA(e){return e===10?IA:e===Math.E?Math.exp:t=>Math.pow(e,t)}function zA(e){return e===Math.E?Math.log:e===10&&Math.log10||e===2&&Math.log2||(e=Math.log(e),t=>Math.log(t)/e)}function c1(e){return(t,n)=>-e(-t,n)}function y1(e){let t=e(l1,u1),n=t.domain,r=10,i,s;function o(){return i=zA(r),s=OA(r),n()[0]<0?(i=c1(i),s=c1(s),e(LA,NA)):e(l1,u1),t}return t.base=function(a){return arguments.length?(r=+a,o()):r},t.domain=function(a){return arguments.length?(n(a),o()):n()},t.ticks=a=>{let l=n(),u=l[0],c=l[l.length-1],f=c<u;f&&([u,c]=[c,u]);let d=i(u),h=i(c),p,m,y=a==null?10:+a,b=[];if(!(r%1)&&h-d<y){if(d=Math.floor(d),h=Math.ceil(h),u>0){for(;d<=h;++d)for(p=1;p<r;++p)if(m=d<0?p/s(-d):p*s(d),!(m<u)){if(m>c)break;b.push(m)}}else for(;d<=h;++d)for(p=r-1;p>=1;--p)if(m=d>0?p/s(-d):p*s(d),!(m<u)){if(m>c)break;b.push(m)}b.length*2<y&&(b=Jr(u,c,y))}else b=Jr(d,h,Math.min(h-d,y)).map(s);return f?b.reverse():b},t.tickFormat=(a,l)=>{if(a==null&&(a=10),l==null&&(l=r===10?"s":","),typeof l!="function"&&(!(r%1)&&(l=uo(l)).precision==null&&(l.trim=!0),l=Bn(l)),a===1/0)return l;let u=Math.max(1,r*a/t.ticks().length);return c=>{let f=c/s(Math.round(i(c)));return f*r<r-.5&&(f*=r),f<=u?l(c):""}},t.nice=()=>n(b1(n(),{floor:a=>s(Math.floor(i(a))),ceil:a=>s(Math.ceil(i(a)))})),t}function vp(){let e=y1(Bc()).domain([1,10]);return e.copy=()=>Ga(e,vp()).base(e.base()),jn.apply(e,arguments),e}function f1(e){return function(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))}}function d1(e){return function(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}function v1(e){var t=1,n=e(f1(t),d1(t));return n.constant=function(r){return arguments.length?e(f1(t=+r),d1(t)):t},Wa(n)}function xp(){var e=v1(Bc());return e.copy=function(){return Ga(e,xp()).constant(e.constant())},jn.apply(e,arguments)}function h1(e){return function(t){return t<0?-Math.pow(-t,e):Math.pow(t,e)}}function BA(e){return e<0?-Math.sqrt(-e):Math.sqrt(e)}function FA(e){return e<0?-e*e:e*e}function x1(e){var t=e(on,on),n=1;function r(){return n===1?e(on,on):n===.5?e(BA,FA):e(h1(n),h1(1/n))}return t.exponent=function(i){return arguments.length?(n=+i,r()):n},Wa(t)}function wp(){var e=x1(Bc());return e.copy=function(){return Ga(e,wp()).exponent(e.exponent())},jn.apply(e,arguments),e}function _p(){var e=[],t=[],n=[],r;function i(){var o=0,a=Math.max(1,t.length);for(n=new Array(a-1);++o<a;)n[o-1]=_0(e,o/a);return s}function s(o){return o==null||isNaN(o=+o)?r:t[Zs(n,o)]}return s.invertExtent=function(o){var a=t.indexOf(o);return a<0?[NaN,NaN]:[a>0?n[a-1]:e[0],a<n.length?n[a]:e[e.length-1]]},s.domain=function(o){if(!arguments.length)return e.slice();e=[];for(let a of o)a!=null&&!isNaN(a=+a)&&e.push(a);return e.sort(ht),i()},s.range=function(o){return arguments.length?(t=Array.from(o),i()):t.slice()},s.unknown=function(o){return arguments.length?(r=o,s):r},s.quantiles=function(){return n.slice()},s.copy=function(){return _p().domain(e).range(t).unknown(r)},jn.apply(s,arguments)}function $p(){var e=[.5],t=[0,1],n,r=1;function i(s){return s!=null&&s<=s?t[Zs(e,s,0,r)]:n}return i.domain=function(s){return arguments.length?(e=Array.from(s),r=Math.min(e.length,t.length-1),i):e.slice()},i.range=function(s){return arguments.length?(t=Array.from(s),r=Math.min(e.length,t.length-1),i):t.slice()},i.invertExtent=function(s){var o=t.indexOf(s);return[e[o-1],e[o]]},i.unknown=function(s){return arguments.length?(n=s,i):n},i.copy=function(){return $p().domain(e).range(t).unknown(n)},jn.apply(i,arguments)}function HA(e){return new Date(e)}function VA(e){return e instanceof Date?+e:Math.round(e)}function Sp(e,t,n,r,i,s,o,a,l,u){var c=g1(),f=c.invert,d=c.domain,h=u(".%L"),p=u(":%S"),m=u("%I:%M"),y=u("%I %p"),b=u("%a %d"),v=u("%b %d"),$=u("%B"),x=u("%Y");function k(w){return(l(w)<w?h:a(w)<w?p:o(w)<w?m:s(w)<w?y:r(w)<w?i(w)<w?b:v:n(w)<w?$:x)(w)}return c.invert=function(w){return new Date(Math.round(f(w)))},c.domain=function(w){return arguments.length?d(Array.from(w,VA)):d().map(HA)},c.ticks=function(w){var S=d();return e(S[0],S[S.length-1],w??10)},c.tickFormat=function(w,S){return S==null?k:u(S)},c.nice=function(w){var S=d();return(!w||typeof w.range!="function")&&(w=t(S[0],S[S.length-1],w??10)),w?d(b1(S,w)):c},c.copy=function(){return Ga(c,Sp(e,t,n,r,i,s,o,a,l,u))},c}function w1(){return jn.apply(Sp(Kw,qw,Rt,Xi,Kn,Vn,qi,Vi,$t,ja).domain([new Date(2e3,0,1),new Date(2e3,0,2)]),arguments)}function _1(){return jn.apply(Sp(Vw,Nc,Et,Ji,qn,mo,Ui,Ki,$t,Un).domain([Date.UTC(2e3,0,1),Date.UTC(2e3,0,2)]),arguments)}function Fc(e,t){return t.domain(e.domain()).interpolator(e.interpolator()).clamp(e.clamp()).unknown(e.unknown())}function Hc(){var e=0,t=.5,n=1,r=1,i,s,o,a,l,u=on,c,f=!1,d;function h(m){return m==null||isNaN(m=+m)?d:(m=.5+((m=+c(m))-s)*(r*m<r*s?a:l),u(f?Math.max(0,Math.min(1,m)):m))}h.domain=function(m){return arguments.length?([e,t,n]=m,i=c(e=+e),s=c(t=+t),o=c(n=+n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,h):[e,t,n]},h.clamp=function(m){return arguments.length?(f=!!m,h):f},h.interpolator=function(m){return arguments.length?(u=m,h):u};function p(m){return function(y){var b,v,$;return arguments.length?([b,v,$]=y,u=ei(m,[b,v,$]),h):[u(0),u(.5),u(1)]}}return h.range=p(ao),h.rangeRound=p(ka),h.unknown=function(m){return arguments.length?(d=m,h):d},function(m){return c=m,i=m(e),s=m(t),o=m(n),a=i===s?0:.5/(s-i),l=s===o?0:.5/(o-s),r=s<i?-1:1,h}}function kp(){var e=Wa(Hc()(on));return e.copy=function(){return Fc(e,kp())},Oc.apply(e,arguments)}function Tp(){var e=y1(Hc()).domain([.1,1,10]);return e.copy=function(){return Fc(e,Tp()).base(e.base())},Oc.apply(e,arguments)}function Cp(){var e=v1(Hc());return e.copy=function(){return Fc(e,Cp()).constant(e.constant())},Oc.apply(e,arguments)}function Mp(){var e=x1(Hc());return e.copy=function(){return Fc(e,Mp()).exponent(e.exponent())},Oc.apply(e,arguments)}function ie(e){for(var t=e.length/6|0,n=new Array(t),r=0;r<t;)n[r]="#"+e.slice(r*6,++r*6);return n}var $1=ie("1f77b4ff7f0e2ca02cd627289467bd8c564be377c27f7f7fbcbd2217becf"),S1=ie("7fc97fbeaed4fdc086ffff99386cb0f0027fbf5b17666666"),k1=ie("1b9e77d95f027570b3e7298a66a61ee6ab02a6761d666666"),T1=ie("4269d0efb118ff725c6cc5b03ca951ff8ab7a463f297bbf59c6b4e9498a0"),C1=ie("a6cee31f78b4b2df8a33a02cfb9a99e31a1cfdbf6fff7f00cab2d66a3d9affff99b15928"),M1=ie("fbb4aeb3cde3ccebc5decbe4fed9a6ffffcce5d8bdfddaecf2f2f2"),R1=ie("b3e2cdfdcdaccbd5e8f4cae4e6f5c9fff2aef1e2cccccccc"),E1=ie("e41a1c377eb84daf4a984ea3ff7f00ffff33a65628f781bf999999"),A1=ie("66c2a5fc8d628da0cbe78ac3a6d854ffd92fe5c494b3b3b3"),P1=ie("8dd3c7ffffb3bebadafb807280b1d3fdb462b3de69fccde5d9d9d9bc80bdccebc5ffed6f"),D1=ie("4e79a7f28e2ce1575976b7b259a14fedc949af7aa1ff9da79c755fbab0ab"),$e=e=>px(e[e.length-1]),Rp=new Array(3).concat("d8b365f5f5f55ab4ac","a6611adfc27d80cdc1018571","a6611adfc27df5f5f580cdc1018571","8c510ad8b365f6e8c3c7eae55ab4ac01665e","8c510ad8b365f6e8c3f5f5f5c7eae55ab4ac01665e","8c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e","8c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e","5430058c510abf812ddfc27df6e8c3c7eae580cdc135978f01665e003c30","5430058c510abf812ddfc27df6e8c3f5f5f5c7eae580cdc135978f01665e003c30").map(ie),Ep=$e(Rp),Ap=new Array(3).concat("af8dc3f7f7f77fbf7b","7b3294c2a5cfa6dba0008837","7b3294c2a5cff7f7f7a6dba0008837","762a83af8dc3e7d4e8d9f0d37fbf7b1b7837","762a83af8dc3e7d4e8f7f7f7d9f0d37fbf7b1b7837","762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b7837","762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b7837","40004b762a839970abc2a5cfe7d4e8d9f0d3a6dba05aae611b783700441b","40004b762a839970abc2a5cfe7d4e8f7f7f7d9f0d3a6dba05aae611b783700441b").map(ie),Pp=$e(Ap),Dp=new Array(3).concat("e9a3c9f7f7f7a1d76a","d01c8bf1b6dab8e1864dac26","d01c8bf1b6daf7f7f7b8e1864dac26","c51b7de9a3c9fde0efe6f5d0a1d76a4d9221","c51b7de9a3c9fde0eff7f7f7e6f5d0a1d76a4d9221","c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221","c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221","8e0152c51b7dde77aef1b6dafde0efe6f5d0b8e1867fbc414d9221276419","8e0152c51b7dde77aef1b6dafde0eff7f7f7e6f5d0b8e1867fbc414d9221276419").map(ie),Lp=$e(Dp),Np=new Array(3).concat("998ec3f7f7f7f1a340","5e3c99b2abd2fdb863e66101","5e3c99b2abd2f7f7f7fdb863e66101","542788998ec3d8daebfee0b6f1a340b35806","542788998ec3d8daebf7f7f7fee0b6f1a340b35806","5427888073acb2abd2d8daebfee0b6fdb863e08214b35806","5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b35806","2d004b5427888073acb2abd2d8daebfee0b6fdb863e08214b358067f3b08","2d004b5427888073acb2abd2d8daebf7f7f7fee0b6fdb863e08214b358067f3b08").map(ie),Ip=$e(Np),qc=new Array(3).concat("ef8a62f7f7f767a9cf","ca0020f4a58292c5de0571b0","ca0020f4a582f7f7f792c5de0571b0","b2182bef8a62fddbc7d1e5f067a9cf2166ac","b2182bef8a62fddbc7f7f7f7d1e5f067a9cf2166ac","b2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac","b2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac","67001fb2182bd6604df4a582fddbc7d1e5f092c5de4393c32166ac053061","67001fb2182bd6604df4a582fddbc7f7f7f7d1e5f092c5de4393c32166ac053061").map(ie),Xa=$e(qc),Op=new Array(3).concat("ef8a62ffffff999999","ca0020f4a582bababa404040","ca0020f4a582ffffffbababa404040","b2182bef8a62fddbc7e0e0e09999994d4d4d","b2182bef8a62fddbc7ffffffe0e0e09999994d4d4d","b2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d","b2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d","67001fb2182bd6604df4a582fddbc7e0e0e0bababa8787874d4d4d1a1a1a","67001fb2182bd6604df4a582fddbc7ffffffe0e0e0bababa8787874d4d4d1a1a1a").map(ie),zp=$e(Op),Uc=new Array(3).concat("fc8d59ffffbf91bfdb","d7191cfdae61abd9e92c7bb6","d7191cfdae61ffffbfabd9e92c7bb6","d73027fc8d59fee090e0f3f891bfdb4575b4","d73027fc8d59fee090ffffbfe0f3f891bfdb4575b4","d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4","d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4","a50026d73027f46d43fdae61fee090e0f3f8abd9e974add14575b4313695","a50026d73027f46d43fdae61fee090ffffbfe0f3f8abd9e974add14575b4313695").map(ie),Ja=$e(Uc),Bp=new Array(3).concat("fc8d59ffffbf91cf60","d7191cfdae61a6d96a1a9641","d7191cfdae61ffffbfa6d96a1a9641","d73027fc8d59fee08bd9ef8b91cf601a9850","d73027fc8d59fee08bffffbfd9ef8b91cf601a9850","d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850","d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850","a50026d73027f46d43fdae61fee08bd9ef8ba6d96a66bd631a9850006837","a50026d73027f46d43fdae61fee08bffffbfd9ef8ba6d96a66bd631a9850006837").map(ie),Fp=$e(Bp),Hp=new Array(3).concat("fc8d59ffffbf99d594","d7191cfdae61abdda42b83ba","d7191cfdae61ffffbfabdda42b83ba","d53e4ffc8d59fee08be6f59899d5943288bd","d53e4ffc8d59fee08bffffbfe6f59899d5943288bd","d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd","d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd","9e0142d53e4ff46d43fdae61fee08be6f598abdda466c2a53288bd5e4fa2","9e0142d53e4ff46d43fdae61fee08bffffbfe6f598abdda466c2a53288bd5e4fa2").map(ie),Vp=$e(Hp),Kp=new Array(3).concat("e5f5f999d8c92ca25f","edf8fbb2e2e266c2a4238b45","edf8fbb2e2e266c2a42ca25f006d2c","edf8fbccece699d8c966c2a42ca25f006d2c","edf8fbccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45005824","f7fcfde5f5f9ccece699d8c966c2a441ae76238b45006d2c00441b").map(ie),qp=$e(Kp),Up=new Array(3).concat("e0ecf49ebcda8856a7","edf8fbb3cde38c96c688419d","edf8fbb3cde38c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68856a7810f7c","edf8fbbfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d6e016b","f7fcfde0ecf4bfd3e69ebcda8c96c68c6bb188419d810f7c4d004b").map(ie),jp=$e(Up),Gp=new Array(3).concat("e0f3dba8ddb543a2ca","f0f9e8bae4bc7bccc42b8cbe","f0f9e8bae4bc7bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc443a2ca0868ac","f0f9e8ccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe08589e","f7fcf0e0f3dbccebc5a8ddb57bccc44eb3d32b8cbe0868ac084081").map(ie),Wp=$e(Gp),Yp=new Array(3).concat("fee8c8fdbb84e34a33","fef0d9fdcc8afc8d59d7301f","fef0d9fdcc8afc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59e34a33b30000","fef0d9fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301f990000","fff7ecfee8c8fdd49efdbb84fc8d59ef6548d7301fb300007f0000").map(ie),Xp=$e(Yp),Jp=new Array(3).concat("ece2f0a6bddb1c9099","f6eff7bdc9e167a9cf02818a","f6eff7bdc9e167a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf1c9099016c59","f6eff7d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016450","fff7fbece2f0d0d1e6a6bddb67a9cf3690c002818a016c59014636").map(ie),Zp=$e(Jp),Qp=new Array(3).concat("ece7f2a6bddb2b8cbe","f1eef6bdc9e174a9cf0570b0","f1eef6bdc9e174a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf2b8cbe045a8d","f1eef6d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0034e7b","fff7fbece7f2d0d1e6a6bddb74a9cf3690c00570b0045a8d023858").map(ie),em=$e(Qp),tm=new Array(3).concat("e7e1efc994c7dd1c77","f1eef6d7b5d8df65b0ce1256","f1eef6d7b5d8df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0dd1c77980043","f1eef6d4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125691003f","f7f4f9e7e1efd4b9dac994c7df65b0e7298ace125698004367001f").map(ie),nm=$e(tm),rm=new Array(3).concat("fde0ddfa9fb5c51b8a","feebe2fbb4b9f768a1ae017e","feebe2fbb4b9f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1c51b8a7a0177","feebe2fcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a0177","fff7f3fde0ddfcc5c0fa9fb5f768a1dd3497ae017e7a017749006a").map(ie),im=$e(rm),sm=new Array(3).concat("edf8b17fcdbb2c7fb8","ffffcca1dab441b6c4225ea8","ffffcca1dab441b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c42c7fb8253494","ffffccc7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea80c2c84","ffffd9edf8b1c7e9b47fcdbb41b6c41d91c0225ea8253494081d58").map(ie),om=$e(sm),am=new Array(3).concat("f7fcb9addd8e31a354","ffffccc2e69978c679238443","ffffccc2e69978c67931a354006837","ffffccd9f0a3addd8e78c67931a354006837","ffffccd9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443005a32","ffffe5f7fcb9d9f0a3addd8e78c67941ab5d238443006837004529").map(ie),lm=$e(am),um=new Array(3).concat("fff7bcfec44fd95f0e","ffffd4fed98efe9929cc4c02","ffffd4fed98efe9929d95f0e993404","ffffd4fee391fec44ffe9929d95f0e993404","ffffd4fee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c028c2d04","ffffe5fff7bcfee391fec44ffe9929ec7014cc4c02993404662506").map(ie),cm=$e(um),fm=new Array(3).concat("ffeda0feb24cf03b20","ffffb2fecc5cfd8d3ce31a1c","ffffb2fecc5cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cf03b20bd0026","ffffb2fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cb10026","ffffccffeda0fed976feb24cfd8d3cfc4e2ae31a1cbd0026800026").map(ie),dm=$e(fm),hm=new Array(3).concat("deebf79ecae13182bd","eff3ffbdd7e76baed62171b5","eff3ffbdd7e76baed63182bd08519c","eff3ffc6dbef9ecae16baed63182bd08519c","eff3ffc6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b5084594","f7fbffdeebf7c6dbef9ecae16baed64292c62171b508519c08306b").map(ie),pm=$e(hm),mm=new Array(3).concat("e5f5e0a1d99b31a354","edf8e9bae4b374c476238b45","edf8e9bae4b374c47631a354006d2c","edf8e9c7e9c0a1d99b74c47631a354006d2c","edf8e9c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45005a32","f7fcf5e5f5e0c7e9c0a1d99b74c47641ab5d238b45006d2c00441b").map(ie),gm=$e(mm),bm=new Array(3).concat("f0f0f0bdbdbd636363","f7f7f7cccccc969696525252","f7f7f7cccccc969696636363252525","f7f7f7d9d9d9bdbdbd969696636363252525","f7f7f7d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525","fffffff0f0f0d9d9d9bdbdbd969696737373525252252525000000").map(ie),ym=$e(bm),vm=new Array(3).concat("efedf5bcbddc756bb1","f2f0f7cbc9e29e9ac86a51a3","f2f0f7cbc9e29e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8756bb154278f","f2f0f7dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a34a1486","fcfbfdefedf5dadaebbcbddc9e9ac8807dba6a51a354278f3f007d").map(ie),xm=$e(vm),wm=new Array(3).concat("fee0d2fc9272de2d26","fee5d9fcae91fb6a4acb181d","fee5d9fcae91fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4ade2d26a50f15","fee5d9fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181d99000d","fff5f0fee0d2fcbba1fc9272fb6a4aef3b2ccb181da50f1567000d").map(ie),_m=$e(wm),$m=new Array(3).concat("fee6cefdae6be6550d","feeddefdbe85fd8d3cd94701","feeddefdbe85fd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3ce6550da63603","feeddefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d948018c2d04","fff5ebfee6cefdd0a2fdae6bfd8d3cf16913d94801a636037f2704").map(ie),Sm=$e($m);function km(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(-4.54-e*(35.34-e*(2381.73-e*(6402.7-e*(7024.72-e*2710.57)))))))+", "+Math.max(0,Math.min(255,Math.round(32.49+e*(170.73+e*(52.82-e*(131.46-e*(176.58-e*67.37)))))))+", "+Math.max(0,Math.min(255,Math.round(81.24+e*(442.36-e*(2482.43-e*(6167.24-e*(6614.94-e*2475.67)))))))+")"}var Tm=cc(Qt(300,.5,0),Qt(-240,.5,1)),Cm=cc(Qt(-100,.75,.35),Qt(80,1.5,.8)),Mm=cc(Qt(260,.75,.35),Qt(80,1.5,.8)),Vc=Qt();function Rm(e){(e<0||e>1)&&(e-=Math.floor(e));var t=Math.abs(e-.5);return Vc.h=360*e-100,Vc.s=1.5-1.5*t,Vc.l=.8-.9*t,Vc+""}var Kc=wn(),KA=Math.PI/3,qA=Math.PI*2/3;function Em(e){var t;return e=(.5-e)*Math.PI,Kc.r=255*(t=Math.sin(e))*t,Kc.g=255*(t=Math.sin(e+KA))*t,Kc.b=255*(t=Math.sin(e+qA))*t,Kc+""}function Am(e){return e=Math.max(0,Math.min(1,e)),"rgb("+Math.max(0,Math.min(255,Math.round(34.61+e*(1172.33-e*(10793.56-e*(33300.12-e*(38394.49-e*14825.05)))))))+", "+Math.max(0,Math.min(255,Math.round(23.31+e*(557.33+e*(1225.33-e*(3574.96-e*(1073.77+e*707.56)))))))+", "+Math.max(0,Math.min(255,Math.round(27.2+e*(3211.1-e*(15327.97-e*(27814-e*(22569.18-e*6838.66)))))))+")"}function jc(e){var t=e.length;return function(n){return e[Math.max(0,Math.min(t-1,Math.floor(n*t)))]}}var Pm=jc(ie("44015444025645045745055946075a46085c460a5d460b5e470d60470e6147106347116447136548146748166848176948186a481a6c481b6d481c6e481d6f481f70482071482173482374482475482576482677482878482979472a7a472c7a472d7b472e7c472f7d46307e46327e46337f463480453581453781453882443983443a83443b84433d84433e85423f854240864241864142874144874045884046883f47883f48893e49893e4a893e4c8a3d4d8a3d4e8a3c4f8a3c508b3b518b3b528b3a538b3a548c39558c39568c38588c38598c375a8c375b8d365c8d365d8d355e8d355f8d34608d34618d33628d33638d32648e32658e31668e31678e31688e30698e306a8e2f6b8e2f6c8e2e6d8e2e6e8e2e6f8e2d708e2d718e2c718e2c728e2c738e2b748e2b758e2a768e2a778e2a788e29798e297a8e297b8e287c8e287d8e277e8e277f8e27808e26818e26828e26828e25838e25848e25858e24868e24878e23888e23898e238a8d228b8d228c8d228d8d218e8d218f8d21908d21918c20928c20928c20938c1f948c1f958b1f968b1f978b1f988b1f998a1f9a8a1e9b8a1e9c891e9d891f9e891f9f881fa0881fa1881fa1871fa28720a38620a48621a58521a68522a78522a88423a98324aa8325ab8225ac8226ad8127ad8128ae8029af7f2ab07f2cb17e2db27d2eb37c2fb47c31b57b32b67a34b67935b77937b87838b9773aba763bbb753dbc743fbc7340bd7242be7144bf7046c06f48c16e4ac16d4cc26c4ec36b50c46a52c56954c56856c66758c7655ac8645cc8635ec96260ca6063cb5f65cb5e67cc5c69cd5b6ccd5a6ece5870cf5773d05675d05477d1537ad1517cd2507fd34e81d34d84d44b86d54989d5488bd6468ed64590d74393d74195d84098d83e9bd93c9dd93ba0da39a2da37a5db36a8db34aadc32addc30b0dd2fb2dd2db5de2bb8de29bade28bddf26c0df25c2df23c5e021c8e020cae11fcde11dd0e11cd2e21bd5e21ad8e219dae319dde318dfe318e2e418e5e419e7e419eae51aece51befe51cf1e51df4e61ef6e620f8e621fbe723fde725")),Dm=jc(ie("00000401000501010601010802010902020b02020d03030f03031204041405041606051806051a07061c08071e0907200a08220b09240c09260d0a290e0b2b100b2d110c2f120d31130d34140e36150e38160f3b180f3d19103f1a10421c10441d11471e114920114b21114e22115024125325125527125829115a2a115c2c115f2d11612f116331116533106734106936106b38106c390f6e3b0f703d0f713f0f72400f74420f75440f764510774710784910784a10794c117a4e117b4f127b51127c52137c54137d56147d57157e59157e5a167e5c167f5d177f5f187f601880621980641a80651a80671b80681c816a1c816b1d816d1d816e1e81701f81721f817320817521817621817822817922827b23827c23827e24828025828125818326818426818627818827818928818b29818c29818e2a81902a81912b81932b80942c80962c80982d80992d809b2e7f9c2e7f9e2f7fa02f7fa1307ea3307ea5317ea6317da8327daa337dab337cad347cae347bb0357bb2357bb3367ab5367ab73779b83779ba3878bc3978bd3977bf3a77c03a76c23b75c43c75c53c74c73d73c83e73ca3e72cc3f71cd4071cf4070d0416fd2426fd3436ed5446dd6456cd8456cd9466bdb476adc4869de4968df4a68e04c67e24d66e34e65e44f64e55064e75263e85362e95462ea5661eb5760ec5860ed5a5fee5b5eef5d5ef05f5ef1605df2625df2645cf3655cf4675cf4695cf56b5cf66c5cf66e5cf7705cf7725cf8745cf8765cf9785df9795df97b5dfa7d5efa7f5efa815ffb835ffb8560fb8761fc8961fc8a62fc8c63fc8e64fc9065fd9266fd9467fd9668fd9869fd9a6afd9b6bfe9d6cfe9f6dfea16efea36ffea571fea772fea973feaa74feac76feae77feb078feb27afeb47bfeb67cfeb77efeb97ffebb81febd82febf84fec185fec287fec488fec68afec88cfeca8dfecc8ffecd90fecf92fed194fed395fed597fed799fed89afdda9cfddc9efddea0fde0a1fde2a3fde3a5fde5a7fde7a9fde9aafdebacfcecaefceeb0fcf0b2fcf2b4fcf4b6fcf6b8fcf7b9fcf9bbfcfbbdfcfdbf")),Lm=jc(ie("00000401000501010601010802010a02020c02020e03021004031204031405041706041907051b08051d09061f0a07220b07240c08260d08290e092b10092d110a30120a32140b34150b37160b39180c3c190c3e1b0c411c0c431e0c451f0c48210c4a230c4c240c4f260c51280b53290b552b0b572d0b592f0a5b310a5c320a5e340a5f3609613809623909633b09643d09653e0966400a67420a68440a68450a69470b6a490b6a4a0c6b4c0c6b4d0d6c4f0d6c510e6c520e6d540f6d550f6d57106e59106e5a116e5c126e5d126e5f136e61136e62146e64156e65156e67166e69166e6a176e6c186e6d186e6f196e71196e721a6e741a6e751b6e771c6d781c6d7a1d6d7c1d6d7d1e6d7f1e6c801f6c82206c84206b85216b87216b88226a8a226a8c23698d23698f24699025689225689326679526679727669827669a28659b29649d29649f2a63a02a63a22b62a32c61a52c60a62d60a82e5fa92e5eab2f5ead305dae305cb0315bb1325ab3325ab43359b63458b73557b93556ba3655bc3754bd3853bf3952c03a51c13a50c33b4fc43c4ec63d4dc73e4cc83f4bca404acb4149cc4248ce4347cf4446d04545d24644d34743d44842d54a41d74b3fd84c3ed94d3dda4e3cdb503bdd513ade5238df5337e05536e15635e25734e35933e45a31e55c30e65d2fe75e2ee8602de9612bea632aeb6429eb6628ec6726ed6925ee6a24ef6c23ef6e21f06f20f1711ff1731df2741cf3761bf37819f47918f57b17f57d15f67e14f68013f78212f78410f8850ff8870ef8890cf98b0bf98c0af98e09fa9008fa9207fa9407fb9606fb9706fb9906fb9b06fb9d07fc9f07fca108fca309fca50afca60cfca80dfcaa0ffcac11fcae12fcb014fcb216fcb418fbb61afbb81dfbba1ffbbc21fbbe23fac026fac228fac42afac62df9c72ff9c932f9cb35f8cd37f8cf3af7d13df7d340f6d543f6d746f5d949f5db4cf4dd4ff4df53f4e156f3e35af3e55df2e661f2e865f2ea69f1ec6df1ed71f1ef75f1f179f2f27df2f482f3f586f3f68af4f88ef5f992f6fa96f8fb9af9fc9dfafda1fcffa4")),Nm=jc(ie("0d088710078813078916078a19068c1b068d1d068e20068f2206902406912605912805922a05932c05942e05952f059631059733059735049837049938049a3a049a3c049b3e049c3f049c41049d43039e44039e46039f48039f4903a04b03a14c02a14e02a25002a25102a35302a35502a45601a45801a45901a55b01a55c01a65e01a66001a66100a76300a76400a76600a76700a86900a86a00a86c00a86e00a86f00a87100a87201a87401a87501a87701a87801a87a02a87b02a87d03a87e03a88004a88104a78305a78405a78606a68707a68808a68a09a58b0aa58d0ba58e0ca48f0da4910ea3920fa39410a29511a19613a19814a099159f9a169f9c179e9d189d9e199da01a9ca11b9ba21d9aa31e9aa51f99a62098a72197a82296aa2395ab2494ac2694ad2793ae2892b02991b12a90b22b8fb32c8eb42e8db52f8cb6308bb7318ab83289ba3388bb3488bc3587bd3786be3885bf3984c03a83c13b82c23c81c33d80c43e7fc5407ec6417dc7427cc8437bc9447aca457acb4679cc4778cc4977cd4a76ce4b75cf4c74d04d73d14e72d24f71d35171d45270d5536fd5546ed6556dd7566cd8576bd9586ada5a6ada5b69db5c68dc5d67dd5e66de5f65de6164df6263e06363e16462e26561e26660e3685fe4695ee56a5de56b5de66c5ce76e5be76f5ae87059e97158e97257ea7457eb7556eb7655ec7754ed7953ed7a52ee7b51ef7c51ef7e50f07f4ff0804ef1814df1834cf2844bf3854bf3874af48849f48948f58b47f58c46f68d45f68f44f79044f79143f79342f89441f89540f9973ff9983ef99a3efa9b3dfa9c3cfa9e3bfb9f3afba139fba238fca338fca537fca636fca835fca934fdab33fdac33fdae32fdaf31fdb130fdb22ffdb42ffdb52efeb72dfeb82cfeba2cfebb2bfebd2afebe2afec029fdc229fdc328fdc527fdc627fdc827fdca26fdcb26fccd25fcce25fcd025fcd225fbd324fbd524fbd724fad824fada24f9dc24f9dd25f8df25f8e125f7e225f7e425f6e626f6e826f5e926f5eb27f4ed27f3ee27f3f027f2f227f1f426f1f525f0f724f0f921"));function st(e){return function(){return e}}var B1=Math.cos;var Bm=Math.min,Gc=Math.sin,Xe=Math.sqrt,L1=1e-12,Za=Math.PI,uI=Za/2,Zc=2*Za;function F1(e){let t=3;return e.digits=function(n){if(!arguments.length)return t;if(n==null)t=null;else{let r=Math.floor(n);if(!(r>=0))throw new RangeError(`invalid digits: ${n}`);t=r}return e},()=>new Fi(t)}var cI=Array.prototype.slice;function H1(e){return typeof e=="object"&&"length"in e?e:Array.from(e)}function V1(e){this._context=e}V1.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:this._context.lineTo(e,t);break}}};function Zi(e){return new V1(e)}function K1(e){return e[0]}function q1(e){return e[1]}function Fm(e,t){var n=st(!0),r=null,i=Zi,s=null,o=F1(a);e=typeof e=="function"?e:e===void 0?K1:st(e),t=typeof t=="function"?t:t===void 0?q1:st(t);function a(l){var u,c=(l=H1(l)).length,f,d=!1,h;for(r==null&&(s=i(h=o())),u=0;u<=c;++u)!(u<c&&n(f=l[u],u,l))===d&&((d=!d)?s.lineStart():s.lineEnd()),d&&s.point(+e(f,u,l),+t(f,u,l));if(h)return s=null,h+""||null}return a.x=function(l){return arguments.length?(e=typeof l=="function"?l:st(+l),a):e},a.y=function(l){return arguments.length?(t=typeof l=="function"?l:st(+l),a):t},a.defined=function(l){return arguments.length?(n=typeof l=="function"?l:st(!!l),a):n},a.curve=function(l){return arguments.length?(i=l,r!=null&&(s=i(r)),a):i},a.context=function(l){return arguments.length?(l==null?r=s=null:s=i(r=l),a):r},a}function U1(e,t,n){var r=null,i=st(!0),s=null,o=Zi,a=null,l=F1(u);e=typeof e=="function"?e:e===void 0?K1:st(+e),t=typeof t=="function"?t:st(t===void 0?0:+t),n=typeof n=="function"?n:n===void 0?q1:st(+n);function u(f){var d,h,p,m=(f=H1(f)).length,y,b=!1,v,$=new Array(m),x=new Array(m);for(s==null&&(a=o(v=l())),d=0;d<=m;++d){if(!(d<m&&i(y=f[d],d,f))===b)if(b=!b)h=d,a.areaStart(),a.lineStart();else{for(a.lineEnd(),a.lineStart(),p=d-1;p>=h;--p)a.point($[p],x[p]);a.lineEnd(),a.areaEnd()}b&&($[d]=+e(y,d,f),x[d]=+t(y,d,f),a.point(r?+r(y,d,f):$[d],n?+n(y,d,f):x[d]))}if(v)return a=null,v+""||null}function c(){return Fm().defined(i).curve(o).context(s)}return u.x=function(f){return arguments.length?(e=typeof f=="function"?f:st(+f),r=null,u):e},u.x0=function(f){return arguments.length?(e=typeof f=="function"?f:st(+f),u):e},u.x1=function(f){return arguments.length?(r=f==null?null:typeof f=="function"?f:st(+f),u):r},u.y=function(f){return arguments.length?(t=typeof f=="function"?f:st(+f),n=null,u):t},u.y0=function(f){return arguments.length?(t=typeof f=="function"?f:st(+f),u):t},u.y1=function(f){return arguments.length?(n=f==null?null:typeof f=="function"?f:st(+f),u):n},u.lineX0=u.lineY0=function(){return c().x(e).y(t)},u.lineY1=function(){return c().x(e).y(n)},u.lineX1=function(){return c().x(r).y(t)},u.defined=function(f){return arguments.length?(i=typeof f=="function"?f:st(!!f),u):i},u.curve=function(f){return arguments.length?(o=f,s!=null&&(a=o(s)),u):o},u.context=function(f){return arguments.length?(f==null?s=a=null:a=o(s=f),u):s},u}var fI=UA(Zi);function j1(e){this._curve=e}j1.prototype={areaStart:function(){this._curve.areaStart()},areaEnd:function(){this._curve.areaEnd()},lineStart:function(){this._curve.lineStart()},lineEnd:function(){this._curve.lineEnd()},point:function(e,t){this._curve.point(t*Math.sin(e),t*-Math.cos(e))}};function UA(e){function t(n){return new j1(e(n))}return t._curve=e,t}var Wc=class{constructor(t,n){this._context=t,this._x=n}areaStart(){this._line=0}areaEnd(){this._line=NaN}lineStart(){this._point=0}lineEnd(){(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line}point(t,n){switch(t=+t,n=+n,this._point){case 0:{this._point=1,this._line?this._context.lineTo(t,n):this._context.moveTo(t,n);break}case 1:this._point=2;default:{this._x?this._context.bezierCurveTo(this._x0=(this._x0+t)/2,this._y0,this._x0,n,t,n):this._context.bezierCurveTo(this._x0,this._y0=(this._y0+n)/2,t,this._y0,t,n);break}}this._x0=t,this._y0=n}};function G1(e){return new Wc(e,!0)}function W1(e){return new Wc(e,!1)}var jA=Xe(3),Hm={draw(e,t){let n=Xe(t+Bm(t/28,.75))*.59436,r=n/2,i=r*jA;e.moveTo(0,n),e.lineTo(0,-n),e.moveTo(-i,-r),e.lineTo(i,r),e.moveTo(-i,r),e.lineTo(i,-r)}},Qi={draw(e,t){let n=Xe(t/Za);e.moveTo(n,0),e.arc(0,0,n,0,Zc)}},Vm={draw(e,t){let n=Xe(t/5)/2;e.moveTo(-3*n,-n),e.lineTo(-n,-n),e.lineTo(-n,-3*n),e.lineTo(n,-3*n),e.lineTo(n,-n),e.lineTo(3*n,-n),e.lineTo(3*n,n),e.lineTo(n,n),e.lineTo(n,3*n),e.lineTo(-n,3*n),e.lineTo(-n,n),e.lineTo(-3*n,n),e.closePath()}},Y1=Xe(1/3),GA=Y1*2,Km={draw(e,t){let n=Xe(t/GA),r=n*Y1;e.moveTo(0,-n),e.lineTo(r,0),e.lineTo(0,n),e.lineTo(-r,0),e.closePath()}},qm={draw(e,t){let n=Xe(t)*.62625;e.moveTo(0,-n),e.lineTo(n,0),e.lineTo(0,n),e.lineTo(-n,0),e.closePath()}},Um={draw(e,t){let n=Xe(t-Bm(t/7,2))*.87559;e.moveTo(-n,0),e.lineTo(n,0),e.moveTo(0,n),e.lineTo(0,-n)}},jm={draw(e,t){let n=Xe(t),r=-n/2;e.rect(r,r,n,n)}},Gm={draw(e,t){let n=Xe(t)*.4431;e.moveTo(n,n),e.lineTo(n,-n),e.lineTo(-n,-n),e.lineTo(-n,n),e.closePath()}},WA=.8908130915292852,X1=Gc(Za/10)/Gc(7*Za/10),YA=Gc(Zc/10)*X1,XA=-B1(Zc/10)*X1,Wm={draw(e,t){let n=Xe(t*WA),r=YA*n,i=XA*n;e.moveTo(0,-n),e.lineTo(r,i);for(let s=1;s<5;++s){let o=Zc*s/5,a=B1(o),l=Gc(o);e.lineTo(l*n,-a*n),e.lineTo(a*r-l*i,l*r+a*i)}e.closePath()}},Im=Xe(3),Ym={draw(e,t){let n=-Xe(t/(Im*3));e.moveTo(0,n*2),e.lineTo(-Im*n,-n),e.lineTo(Im*n,-n),e.closePath()}},JA=Xe(3),Xm={draw(e,t){let n=Xe(t)*.6824,r=n/2,i=n*JA/2;e.moveTo(0,-n),e.lineTo(i,r),e.lineTo(-i,r),e.closePath()}},an=-.5,ln=Xe(3)/2,zm=1/Xe(12),ZA=(zm/2+1)*3,Jm={draw(e,t){let n=Xe(t/ZA),r=n/2,i=n*zm,s=r,o=n*zm+n,a=-s,l=o;e.moveTo(r,i),e.lineTo(s,o),e.lineTo(a,l),e.lineTo(an*r-ln*i,ln*r+an*i),e.lineTo(an*s-ln*o,ln*s+an*o),e.lineTo(an*a-ln*l,ln*a+an*l),e.lineTo(an*r+ln*i,an*i-ln*r),e.lineTo(an*s+ln*o,an*o-ln*s),e.lineTo(an*a+ln*l,an*l-ln*a),e.closePath()}},Zm={draw(e,t){let n=Xe(t-Bm(t/6,1.7))*.6189;e.moveTo(-n,-n),e.lineTo(n,n),e.moveTo(-n,n),e.lineTo(n,-n)}},J1=[Qi,Vm,Km,jm,Wm,Ym,Jm],Z1=[Qi,Um,Zm,Xm,Hm,Gm,qm];function ri(){}function Yc(e,t,n){e._context.bezierCurveTo((2*e._x0+e._x1)/3,(2*e._y0+e._y1)/3,(e._x0+2*e._x1)/3,(e._y0+2*e._y1)/3,(e._x0+4*e._x1+t)/6,(e._y0+4*e._y1+n)/6)}function Qc(e){this._context=e}Qc.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){switch(this._point){case 3:Yc(this,this._x1,this._y1);case 2:this._context.lineTo(this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,this._context.lineTo((5*this._x0+this._x1)/6,(5*this._y0+this._y1)/6);default:Yc(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function Q1(e){return new Qc(e)}function e_(e){this._context=e}e_.prototype={areaStart:ri,areaEnd:ri,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._y0=this._y1=this._y2=this._y3=this._y4=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x2,this._y2),this._context.closePath();break}case 2:{this._context.moveTo((this._x2+2*this._x3)/3,(this._y2+2*this._y3)/3),this._context.lineTo((this._x3+2*this._x2)/3,(this._y3+2*this._y2)/3),this._context.closePath();break}case 3:{this.point(this._x2,this._y2),this.point(this._x3,this._y3),this.point(this._x4,this._y4);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x2=e,this._y2=t;break;case 1:this._point=2,this._x3=e,this._y3=t;break;case 2:this._point=3,this._x4=e,this._y4=t,this._context.moveTo((this._x0+4*this._x1+e)/6,(this._y0+4*this._y1+t)/6);break;default:Yc(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function t_(e){return new e_(e)}function n_(e){this._context=e}n_.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3;var n=(this._x0+4*this._x1+e)/6,r=(this._y0+4*this._y1+t)/6;this._line?this._context.lineTo(n,r):this._context.moveTo(n,r);break;case 3:this._point=4;default:Yc(this,e,t);break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t}};function r_(e){return new n_(e)}function i_(e,t){this._basis=new Qc(e),this._beta=t}i_.prototype={lineStart:function(){this._x=[],this._y=[],this._basis.lineStart()},lineEnd:function(){var e=this._x,t=this._y,n=e.length-1;if(n>0)for(var r=e[0],i=t[0],s=e[n]-r,o=t[n]-i,a=-1,l;++a<=n;)l=a/n,this._basis.point(this._beta*e[a]+(1-this._beta)*(r+l*s),this._beta*t[a]+(1-this._beta)*(i+l*o));this._x=this._y=null,this._basis.lineEnd()},point:function(e,t){this._x.push(+e),this._y.push(+t)}};var s_=(function e(t){function n(r){return t===1?new Qc(r):new i_(r,t)}return n.beta=function(r){return e(+r)},n})(.85);function Xc(e,t,n){e._context.bezierCurveTo(e._x1+e._k*(e._x2-e._x0),e._y1+e._k*(e._y2-e._y0),e._x2+e._k*(e._x1-t),e._y2+e._k*(e._y1-n),e._x2,e._y2)}function Qm(e,t){this._context=e,this._k=(1-t)/6}Qm.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:Xc(this,this._x1,this._y1);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2,this._x1=e,this._y1=t;break;case 2:this._point=3;default:Xc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var o_=(function e(t){function n(r){return new Qm(r,t)}return n.tension=function(r){return e(+r)},n})(0);function eg(e,t){this._context=e,this._k=(1-t)/6}eg.prototype={areaStart:ri,areaEnd:ri,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:Xc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var a_=(function e(t){function n(r){return new eg(r,t)}return n.tension=function(r){return e(+r)},n})(0);function tg(e,t){this._context=e,this._k=(1-t)/6}tg.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:Xc(this,e,t);break}this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var l_=(function e(t){function n(r){return new tg(r,t)}return n.tension=function(r){return e(+r)},n})(0);function ng(e,t,n){var r=e._x1,i=e._y1,s=e._x2,o=e._y2;if(e._l01_a>L1){var a=2*e._l01_2a+3*e._l01_a*e._l12_a+e._l12_2a,l=3*e._l01_a*(e._l01_a+e._l12_a);r=(r*a-e._x0*e._l12_2a+e._x2*e._l01_2a)/l,i=(i*a-e._y0*e._l12_2a+e._y2*e._l01_2a)/l}if(e._l23_a>L1){var u=2*e._l23_2a+3*e._l23_a*e._l12_a+e._l12_2a,c=3*e._l23_a*(e._l23_a+e._l12_a);s=(s*u+e._x1*e._l23_2a-t*e._l12_2a)/c,o=(o*u+e._y1*e._l23_2a-n*e._l12_2a)/c}e._context.bezierCurveTo(r,i,s,o,e._x2,e._y2)}function u_(e,t){this._context=e,this._alpha=t}u_.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x2,this._y2);break;case 3:this.point(this._x2,this._y2);break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3;default:ng(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var c_=(function e(t){function n(r){return t?new u_(r,t):new Qm(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function f_(e,t){this._context=e,this._alpha=t}f_.prototype={areaStart:ri,areaEnd:ri,lineStart:function(){this._x0=this._x1=this._x2=this._x3=this._x4=this._x5=this._y0=this._y1=this._y2=this._y3=this._y4=this._y5=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){switch(this._point){case 1:{this._context.moveTo(this._x3,this._y3),this._context.closePath();break}case 2:{this._context.lineTo(this._x3,this._y3),this._context.closePath();break}case 3:{this.point(this._x3,this._y3),this.point(this._x4,this._y4),this.point(this._x5,this._y5);break}}},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1,this._x3=e,this._y3=t;break;case 1:this._point=2,this._context.moveTo(this._x4=e,this._y4=t);break;case 2:this._point=3,this._x5=e,this._y5=t;break;default:ng(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var d_=(function e(t){function n(r){return t?new f_(r,t):new eg(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function h_(e,t){this._context=e,this._alpha=t}h_.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._x2=this._y0=this._y1=this._y2=NaN,this._l01_a=this._l12_a=this._l23_a=this._l01_2a=this._l12_2a=this._l23_2a=this._point=0},lineEnd:function(){(this._line||this._line!==0&&this._point===3)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){if(e=+e,t=+t,this._point){var n=this._x2-e,r=this._y2-t;this._l23_a=Math.sqrt(this._l23_2a=Math.pow(n*n+r*r,this._alpha))}switch(this._point){case 0:this._point=1;break;case 1:this._point=2;break;case 2:this._point=3,this._line?this._context.lineTo(this._x2,this._y2):this._context.moveTo(this._x2,this._y2);break;case 3:this._point=4;default:ng(this,e,t);break}this._l01_a=this._l12_a,this._l12_a=this._l23_a,this._l01_2a=this._l12_2a,this._l12_2a=this._l23_2a,this._x0=this._x1,this._x1=this._x2,this._x2=e,this._y0=this._y1,this._y1=this._y2,this._y2=t}};var p_=(function e(t){function n(r){return t?new h_(r,t):new tg(r,0)}return n.alpha=function(r){return e(+r)},n})(.5);function m_(e){this._context=e}m_.prototype={areaStart:ri,areaEnd:ri,lineStart:function(){this._point=0},lineEnd:function(){this._point&&this._context.closePath()},point:function(e,t){e=+e,t=+t,this._point?this._context.lineTo(e,t):(this._point=1,this._context.moveTo(e,t))}};function g_(e){return new m_(e)}function N1(e){return e<0?-1:1}function I1(e,t,n){var r=e._x1-e._x0,i=t-e._x1,s=(e._y1-e._y0)/(r||i<0&&-0),o=(n-e._y1)/(i||r<0&&-0),a=(s*i+o*r)/(r+i);return(N1(s)+N1(o))*Math.min(Math.abs(s),Math.abs(o),.5*Math.abs(a))||0}function O1(e,t){var n=e._x1-e._x0;return n?(3*(e._y1-e._y0)/n-t)/2:t}function Om(e,t,n){var r=e._x0,i=e._y0,s=e._x1,o=e._y1,a=(s-r)/3;e._context.bezierCurveTo(r+a,i+a*t,s-a,o-a*n,s,o)}function Jc(e){this._context=e}Jc.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x0=this._x1=this._y0=this._y1=this._t0=NaN,this._point=0},lineEnd:function(){switch(this._point){case 2:this._context.lineTo(this._x1,this._y1);break;case 3:Om(this,this._t0,O1(this,this._t0));break}(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line=1-this._line},point:function(e,t){var n=NaN;if(e=+e,t=+t,!(e===this._x1&&t===this._y1)){switch(this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;break;case 2:this._point=3,Om(this,O1(this,n=I1(this,e,t)),n);break;default:Om(this,this._t0,n=I1(this,e,t));break}this._x0=this._x1,this._x1=e,this._y0=this._y1,this._y1=t,this._t0=n}}};function b_(e){this._context=new y_(e)}(b_.prototype=Object.create(Jc.prototype)).point=function(e,t){Jc.prototype.point.call(this,t,e)};function y_(e){this._context=e}y_.prototype={moveTo:function(e,t){this._context.moveTo(t,e)},closePath:function(){this._context.closePath()},lineTo:function(e,t){this._context.lineTo(t,e)},bezierCurveTo:function(e,t,n,r,i,s){this._context.bezierCurveTo(t,e,r,n,s,i)}};function v_(e){return new Jc(e)}function x_(e){return new b_(e)}function w_(e){this._context=e}w_.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=[],this._y=[]},lineEnd:function(){var e=this._x,t=this._y,n=e.length;if(n)if(this._line?this._context.lineTo(e[0],t[0]):this._context.moveTo(e[0],t[0]),n===2)this._context.lineTo(e[1],t[1]);else for(var r=z1(e),i=z1(t),s=0,o=1;o<n;++s,++o)this._context.bezierCurveTo(r[0][s],i[0][s],r[1][s],i[1][s],e[o],t[o]);(this._line||this._line!==0&&n===1)&&this._context.closePath(),this._line=1-this._line,this._x=this._y=null},point:function(e,t){this._x.push(+e),this._y.push(+t)}};function z1(e){var t,n=e.length-1,r,i=new Array(n),s=new Array(n),o=new Array(n);for(i[0]=0,s[0]=2,o[0]=e[0]+2*e[1],t=1;t<n-1;++t)i[t]=1,s[t]=4,o[t]=4*e[t]+2*e[t+1];for(i[n-1]=2,s[n-1]=7,o[n-1]=8*e[n-1]+e[n],t=1;t<n;++t)r=i[t]/s[t-1],s[t]-=r,o[t]-=r*o[t-1];for(i[n-1]=o[n-1]/s[n-1],t=n-2;t>=0;--t)i[t]=(o[t]-i[t+1])/s[t];for(s[n-1]=(e[n]+i[n-1])/2,t=0;t<n-1;++t)s[t]=2*e[t+1]-i[t+1];return[i,s]}function __(e){return new w_(e)}function ef(e,t){this._context=e,this._t=t}ef.prototype={areaStart:function(){this._line=0},areaEnd:function(){this._line=NaN},lineStart:function(){this._x=this._y=NaN,this._point=0},lineEnd:function(){0<this._t&&this._t<1&&this._point===2&&this._context.lineTo(this._x,this._y),(this._line||this._line!==0&&this._point===1)&&this._context.closePath(),this._line>=0&&(this._t=1-this._t,this._line=1-this._line)},point:function(e,t){switch(e=+e,t=+t,this._point){case 0:this._point=1,this._line?this._context.lineTo(e,t):this._context.moveTo(e,t);break;case 1:this._point=2;default:{if(this._t<=0)this._context.lineTo(this._x,t),this._context.lineTo(e,t);else{var n=this._x*(1-this._t)+e*this._t;this._context.lineTo(n,this._y),this._context.lineTo(n,t)}break}}this._x=e,this._y=t}};function $_(e){return new ef(e,.5)}function S_(e){return new ef(e,0)}function k_(e){return new ef(e,1)}function un(e){return e!=null&&!Number.isNaN(e)}function pt(e,t){return+un(t)-+un(e)||ht(e,t)}function es(e,t){return+un(t)-+un(e)||mr(e,t)}function Qa(e){return e!=null&&`${e}`!=""}function rg(e){return isFinite(e)?e:NaN}function ts(e){return e>0&&isFinite(e)?e:NaN}function yo(e){return e<0&&isFinite(e)?e:NaN}function tf(e,t){if(e instanceof Date||(e=new Date(+e)),isNaN(e))return typeof t=="function"?t(e):t;let n=e.getUTCHours(),r=e.getUTCMinutes(),i=e.getUTCSeconds(),s=e.getUTCMilliseconds();return`${QA(e.getUTCFullYear(),4)}-${kr(e.getUTCMonth()+1,2)}-${kr(e.getUTCDate(),2)}${n||r||i||s?`T${kr(n,2)}:${kr(r,2)}${i||s?`:${kr(i,2)}${s?`.${kr(s,3)}`:""}`:""}Z`:""}`}function QA(e){return e<0?`-${kr(-e,6)}`:e>9999?`+${kr(e,6)}`:kr(e,4)}function kr(e,t){return`${e}`.padStart(t,"0")}var e4=/^(?:[-+]\d{2})?\d{4}(?:-\d{2}(?:-\d{2})?)?(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?(?:Z|[-+]\d{2}:?\d{2})?)?$/;function el(e,t){return e4.test(e+="")?new Date(e):typeof t=="function"?t(e):t}function Tr(e){if(e==null)return;let t=e[0],n=e[e.length-1];return mr(t,n)}var xo=1e3,si=xo*60,oi=si*60,Wn=oi*24,Gn=Wn*7,ns=Wn*30,ii=Wn*365,ig=[["millisecond",1],["2 milliseconds",2],["5 milliseconds",5],["10 milliseconds",10],["20 milliseconds",20],["50 milliseconds",50],["100 milliseconds",100],["200 milliseconds",200],["500 milliseconds",500],["second",xo],["5 seconds",5*xo],["15 seconds",15*xo],["30 seconds",30*xo],["minute",si],["5 minutes",5*si],["15 minutes",15*si],["30 minutes",30*si],["hour",oi],["3 hours",3*oi],["6 hours",6*oi],["12 hours",12*oi],["day",Wn],["2 days",2*Wn],["week",Gn],["2 weeks",2*Gn],["month",ns],["3 months",3*ns],["6 months",6*ns],["year",ii],["2 years",2*ii],["5 years",5*ii],["10 years",10*ii],["20 years",20*ii],["50 years",50*ii],["100 years",100*ii]],sg=new Map([["second",xo],["minute",si],["hour",oi],["day",Wn],["monday",Gn],["tuesday",Gn],["wednesday",Gn],["thursday",Gn],["friday",Gn],["saturday",Gn],["sunday",Gn],["week",Gn],["month",ns],["year",ii]]),C_=new Map([["second",$t],["minute",Vi],["hour",qi],["day",Vn],["monday",Gi],["tuesday",op],["wednesday",ap],["thursday",$r],["friday",lp],["saturday",up],["sunday",Kn],["week",Kn],["month",Xi],["year",Rt]]),og=new Map([["second",$t],["minute",Ki],["hour",Ui],["day",Va],["monday",Yi],["tuesday",cp],["wednesday",fp],["thursday",Sr],["friday",dp],["saturday",hp],["sunday",qn],["week",qn],["month",Ji],["year",Et]]),wo=Symbol("intervalDuration"),rf=Symbol("intervalType");for(let[e,t]of C_)t[wo]=sg.get(e),t[rf]="time";for(let[e,t]of og)t[wo]=sg.get(e),t[rf]="utc";var tl=[["year",Et,"utc"],["month",Ji,"utc"],["day",Va,"utc",6*ns],["hour",Ui,"utc",3*Wn],["minute",Ki,"utc",6*oi],["second",$t,"utc",30*si]],nf=[["year",Rt,"time"],["month",Xi,"time"],["day",Vn,"time",6*ns],["hour",qi,"time",3*Wn],["minute",Vi,"time",6*oi],["second",$t,"time",30*si]],t4=[tl[0],nf[0],tl[1],nf[1],tl[2],nf[2],...tl.slice(3)];function M_(e){let t=`${e}`.toLowerCase();t.endsWith("s")&&(t=t.slice(0,-1));let n=1,r=/^(?:(\d+)\s+)/.exec(t);switch(r&&(t=t.slice(r[0].length),n=+r[1]),t){case"quarter":t="month",n*=3;break;case"half":t="month",n*=6;break}let i=og.get(t);if(!i)throw new Error(`unknown interval: ${e}`);if(n>1&&!i.every)throw new Error(`non-periodic interval: ${t}`);return[t,n]}function ag(e){return R_(M_(e),"time")}function nl(e){return R_(M_(e),"utc")}function R_([e,t],n){let r=(n==="time"?C_:og).get(e);return t>1&&(r=r.every(t),r[wo]=sg.get(e)*t,r[rf]=n),r}function lg(e,t){if(!(t>1))return;let n=e[wo];if(!ig.some(([,i])=>i===n)||n%Wn===0&&Wn<n&&n<ns)return;let[r]=ig[Js(([,i])=>Math.log(i)).center(ig,Math.log(n*t))];return(e[rf]==="time"?ag:nl)(r)}function T_(e,t,n){let r=t==="time"?ja:Un;if(n==null)return r(e==="year"?"%Y":e==="month"?"%Y-%m":e==="day"?"%Y-%m-%d":e==="hour"||e==="minute"?"%Y-%m-%dT%H:%M":e==="second"?"%Y-%m-%dT%H:%M:%S":"%Y-%m-%dT%H:%M:%S.%L");let i=n4(n);switch(e){case"millisecond":return vo(r(".%L"),r(":%M:%S"),i);case"second":return vo(r(":%S"),r("%-I:%M"),i);case"minute":return vo(r("%-I:%M"),r("%p"),i);case"hour":return vo(r("%-I %p"),r("%b %-d"),i);case"day":return vo(r("%-d"),r("%b"),i);case"month":return vo(r("%b"),r("%Y"),i);case"year":return r("%Y")}throw new Error("unable to format time ticks")}function n4(e){return e==="left"||e==="right"?(t,n)=>`
${t}
${n}`:e==="top"?(t,n)=>`${n}
${t}`:(t,n)=>`${t}
${n}`}function r4(e){return e==="time"?nf:e==="utc"?tl:t4}function E_(e,t,n){let r=xt(T0(t,(i,s)=>Math.abs(s-i)));if(r<1e3)return T_("millisecond","utc",n);for(let[i,s,o,a]of r4(e)){if(r>a||i==="hour"&&!r)break;if(t.every(l=>s.floor(l)>=l))return T_(i,o,n)}}function vo(e,t,n){return(r,i,s)=>{let o=e(r,i),a=t(r,i),l=i-Tr(s);return i!==l&&s[l]!==void 0&&a===t(s[l],l)?o:n(o,a)}}var cg=Object.getPrototypeOf(Uint8Array),i4=Object.prototype.toString;function _n(e){return e instanceof Array||e instanceof cg}function D_(e){return e instanceof cg&&!s4(e)}function L_(e){return e?.prototype instanceof cg&&!o4(e)}function s4(e){return e instanceof BigInt64Array||e instanceof BigUint64Array}function o4(e){return e===BigInt64Array||e===BigUint64Array}var fg=Symbol("reindex");function Ce(e,t,n){let r=typeof t;return r==="string"?Z_(e)?dg(e.getChild(t),n):A_(e,hg(t),n):r==="function"?A_(e,t,n):r==="number"||t instanceof Date||r==="boolean"?ve(e,qt(t),n):typeof t?.transform=="function"?ug(t.transform(e),n):a4(ug(t,n),e?.[fg])}function a4(e,t){return e!=null&&t?af(e,t):e}function A_(e,t,n){return ve(e,L_(n)?(r,i)=>pg(t(r,i)):t,n)}function ug(e,t){return t===void 0?Xn(e):Q_(e)?dg(e,t):e instanceof t?e:t.from(e,L_(t)&&!D_(e)?pg:void 0)}function dg(e,t){return e==null?e:(t===void 0||t===Array)&&f4(e.type)?mg(P_(e)):ug(P_(e),t)}function P_(e){return e.nullCount?e.toJSON():e.toArray()}var _o=[null],hg=e=>t=>{let n=t[e];return n===void 0&&t.type==="Feature"?t.properties?.[e]:n},$n={transform:kt},ge={transform:e=>e};var N_=()=>1,I_=()=>!0,He=e=>e==null?e:`${e}`,Ae=e=>e==null?e:+e;var sf=e=>e?e[0]:void 0,rl=e=>e?e[1]:void 0;var qt=e=>()=>e;function O_(e){let t=+`${e}`.slice(1)/100;return(n,r)=>pr(n,t,r)}function Yn(e){return D_(e)?e:ve(e,pg,Float64Array)}function pg(e){return e==null?NaN:Number(e)}function mg(e){return ve(e,gg)}function gg(e){return e instanceof Date&&!isNaN(e)?e:typeof e=="string"?el(e):e==null||isNaN(e=Number(e))?void 0:new Date(e)}function At(e,t){return e===void 0&&(e=t),e===null?[void 0,"none"]:Co(e)?[void 0,e]:[e,void 0]}function Oe(e,t){return e===void 0&&(e=t),e===null||typeof e=="number"?[void 0,e]:[e,void 0]}function bg(e,t,n){if(e!=null)return St(e,t,n)}function St(e,t,n){let r=`${e}`.toLowerCase();if(!n.includes(r))throw new Error(`invalid ${t}: ${e}`);return r}function Cr(e){return Z_(e)?e:Xn(e)}function Xn(e){if(e==null||_n(e))return e;if(Q_(e))return dg(e);if(z_(e))switch(e.type){case"FeatureCollection":return e.features;case"GeometryCollection":return e.geometries;default:return[e]}return Array.from(e)}function z_(e){switch(e?.type){case"FeatureCollection":case"GeometryCollection":case"Feature":case"LineString":case"MultiLineString":case"MultiPoint":case"MultiPolygon":case"Point":case"Polygon":case"Sphere":return!0;default:return!1}}function ve(e,t,n=Array){return e==null?e:e instanceof n?e.map(t):n.from(e,t)}function ai(e,t=Array){return e instanceof t?e.slice():t.from(e)}function B_({x:e,x1:t,x2:n}){return e!==void 0||t!==void 0||n!==void 0}function yg({y:e,y1:t,y2:n}){return e!==void 0||t!==void 0||n!==void 0}function of(e){return B_(e)||yg(e)||e.interval!==void 0}function Sn(e){return e?.toString===i4}function $o(e){return Sn(e)&&(e.type!==void 0||e.domain!==void 0)}function So(e){return Sn(e)&&typeof e.transform!="function"}function li(e){return So(e)&&e.value===void 0&&e.channel===void 0}function F_(e,t,n,r=ge){return t===void 0&&n===void 0?(t=0,n=e===void 0?r:e):t===void 0?t=e===void 0?0:e:n===void 0&&(n=e===void 0?0:e),[t,n]}function kn(e,t){return e===void 0&&t===void 0?[sf,rl]:[e,t]}function ko({z:e,fill:t,stroke:n}={}){return e===void 0&&([e]=At(t)),e===void 0&&([e]=At(n)),e}function ui(e){return _n(e)?e.length:e?.numRows}function kt(e){let t=ui(e),n=new Uint32Array(t);for(let r=0;r<t;++r)n[r]=r;return n}function af(e,t){return _n(e)?ve(t,n=>e[n],e.constructor):ve(t,n=>e.at(n))}function H_(e,t,n){return e.subarray?e.subarray(t,n):e.slice(t,n)}function cn(e){return e!==null&&typeof e=="object"?e.valueOf():e}function V_(e,t){if(t[e]!==void 0)return t[e];switch(e){case"x1":case"x2":e="x";break;case"y1":case"y2":e="y";break}return t[e]}function To(e){let t;return[{transform:()=>t,label:Tn(e)},n=>t=n]}function fn(e){return e==null?[e]:To(e)}function Tn(e,t){return typeof e=="string"?e:e&&e.label!==void 0?e.label:t}function il(e,t){return{transform(n){let r=e.transform(n),i=t.transform(n);return Fe(r)||Fe(i)?ve(r,(s,o)=>new Date((+r[o]+ +i[o])/2)):ve(r,(s,o)=>(+r[o]+ +i[o])/2,Float64Array)},label:e.label}}function sl(e,t){let n=vg(t?.interval,t?.type);return n?ve(e,n):e}function vg(e,t){let n=lf(e,t);return n&&(r=>un(r)?n.floor(r):r)}function lf(e,t){if(e!=null){if(typeof e=="number")return l4(e);if(typeof e=="string")return(t==="time"?ag:nl)(e);if(typeof e.floor!="function")throw new Error("invalid interval; missing floor method");if(typeof e.offset!="function")throw new Error("invalid interval; missing offset method");return e}}function l4(e){e=+e,0<e&&e<1&&Number.isInteger(1/e)&&(e=-1/e);let t=Math.abs(e);return e<0?{floor:n=>Math.floor(n*t)/t,offset:(n,r=1)=>(n*t+Math.floor(r))/t,range:(n,r)=>Qs(Math.ceil(n*t),r*t).map(i=>i/t)}:{floor:n=>Math.floor(n/t)*t,offset:(n,r=1)=>n+t*Math.floor(r),range:(n,r)=>Qs(Math.ceil(n/t),r/t).map(i=>i*t)}}function Jn(e,t){if(e=lf(e,t),e&&typeof e.range!="function")throw new Error("invalid interval: missing range method");return e}function K_(e,t){if(e=Jn(e,t),e&&typeof e.ceil!="function")throw new Error("invalid interval: missing ceil method");return e}function q_(e){return ci(e)&&typeof e?.floor=="function"&&e.floor()instanceof Date}function ci(e){return typeof e?.range=="function"}function Zn(e){return e===void 0||So(e)?e:{value:e}}function U_(e){return e==null?null:{transform:t=>Ce(t,e,Float64Array),label:Tn(e)}}function Pt(e){return e&&typeof e[Symbol.iterator]=="function"}function uf(e){for(let t of e)if(t!=null)return typeof t!="object"||t instanceof Date}function xg(e){for(let t of e){if(t==null)continue;let n=typeof t;return n==="string"||n==="boolean"}}function Fe(e){for(let t of e)if(t!=null)return t instanceof Date}function j_(e){for(let t of e)if(t!=null)return typeof t=="string"&&isNaN(t)&&el(t)}function G_(e){for(let t of e)if(t!=null){if(typeof t!="string")return!1;if(t.trim())return!isNaN(t)}}function W_(e){for(let t of e)if(t!=null)return typeof t=="number"}function cf(e,t){let n;for(let r of e)if(r!=null){if(!t(r))return!1;n=!0}return n}var u4=new Set("none,currentcolor,transparent,aliceblue,antiquewhite,aqua,aquamarine,azure,beige,bisque,black,blanchedalmond,blue,blueviolet,brown,burlywood,cadetblue,chartreuse,chocolate,coral,cornflowerblue,cornsilk,crimson,cyan,darkblue,darkcyan,darkgoldenrod,darkgray,darkgreen,darkgrey,darkkhaki,darkmagenta,darkolivegreen,darkorange,darkorchid,darkred,darksalmon,darkseagreen,darkslateblue,darkslategray,darkslategrey,darkturquoise,darkviolet,deeppink,deepskyblue,dimgray,dimgrey,dodgerblue,firebrick,floralwhite,forestgreen,fuchsia,gainsboro,ghostwhite,gold,goldenrod,gray,green,greenyellow,grey,honeydew,hotpink,indianred,indigo,ivory,khaki,lavender,lavenderblush,lawngreen,lemonchiffon,lightblue,lightcoral,lightcyan,lightgoldenrodyellow,lightgray,lightgreen,lightgrey,lightpink,lightsalmon,lightseagreen,lightskyblue,lightslategray,lightslategrey,lightsteelblue,lightyellow,lime,limegreen,linen,magenta,maroon,mediumaquamarine,mediumblue,mediumorchid,mediumpurple,mediumseagreen,mediumslateblue,mediumspringgreen,mediumturquoise,mediumvioletred,midnightblue,mintcream,mistyrose,moccasin,navajowhite,navy,oldlace,olive,olivedrab,orange,orangered,orchid,palegoldenrod,palegreen,paleturquoise,palevioletred,papayawhip,peachpuff,peru,pink,plum,powderblue,purple,rebeccapurple,red,rosybrown,royalblue,saddlebrown,salmon,sandybrown,seagreen,seashell,sienna,silver,skyblue,slateblue,slategray,slategrey,snow,springgreen,steelblue,tan,teal,thistle,tomato,turquoise,violet,wheat,white,whitesmoke,yellow".split(","));function Co(e){return typeof e!="string"?!1:(e=e.toLowerCase().trim(),/^#[0-9a-f]{3,8}$/.test(e)||/^(?:url|var|rgb|rgba|hsl|hsla|hwb|lab|lch|oklab|oklch|color|color-mix)\(.*\)$/.test(e)||u4.has(e))}function Y_(e){return typeof e=="number"&&(0<=e&&e<=1||isNaN(e))}function ot(e){return e==null||rs(e)}function rs(e){return/^\s*none\s*$/i.test(e)}function X_(e){return/^\s*round\s*$/i.test(e)}function ff(e,t){return bg(e,t,["middle","top-left","top","top-right","right","bottom-right","bottom","bottom-left","left"])}function fi(e="middle"){return ff(e,"frameAnchor")}function J_(e={},...t){let n=e;for(let r of t)for(let i in r)if(n[i]===void 0){let s=r[i];n===e?n={...n,[i]:s}:n[i]=s}return n}function c4(e){console.warn("named iterables are deprecated; please use an object instead");let t=new Set;return Object.fromEntries(Array.from(e,n=>{let{name:r}=n;if(r==null)throw new Error("missing name");let i=`${r}`;if(i==="__proto__")throw new Error(`illegal name: ${i}`);if(t.has(i))throw new Error(`duplicate name: ${i}`);return t.add(i),[r,n]}))}function wg(e){return Pt(e)?c4(e):e}function df(e){return e===!0?e="frame":e===!1?e=null:!z_(e)&&e!=null&&(e=St(e,"clip",["frame","sphere"]),e==="sphere"&&(e={type:"Sphere"})),e}function Z_(e){return e&&typeof e.getChild=="function"&&typeof e.toArray=="function"&&e.schema&&Array.isArray(e.schema.fields)}function Q_(e){return e&&typeof e.toArray=="function"&&e.type}function f4(e){return e&&(e.typeId===8||e.typeId===10)&&e.unit===1}var dn=Symbol("position"),Ut=Symbol("color"),is=Symbol("radius"),ss=Symbol("length"),os=Symbol("opacity"),Mo=Symbol("symbol"),e$=Symbol("projection"),xe=new Map([["x",dn],["y",dn],["fx",dn],["fy",dn],["r",is],["color",Ut],["opacity",os],["symbol",Mo],["length",ss],["projection",e$]]);function t$(e){return e===dn||e===e$}function n$(e){return e===dn||e===is||e===ss||e===os}var d4=Math.sqrt(3),h4=2/d4,p4={draw(e,t){let n=Math.sqrt(t/Math.PI),r=n*h4,i=r/2;e.moveTo(0,r),e.lineTo(n,i),e.lineTo(n,-i),e.lineTo(0,-r),e.lineTo(-n,-i),e.lineTo(-n,i),e.closePath()}},_g=new Map([["asterisk",Hm],["circle",Qi],["cross",Vm],["diamond",Km],["diamond2",qm],["hexagon",p4],["plus",Um],["square",jm],["square2",Gm],["star",Wm],["times",Zm],["triangle",Ym],["triangle2",Xm],["wye",Jm]]);function $g(e){return e&&typeof e.draw=="function"}function r$(e){return $g(e)?!0:typeof e!="string"?!1:_g.has(e.toLowerCase())}function Ro(e){if(e==null||$g(e))return e;let t=_g.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid symbol: ${e}`)}function i$(e){if(e==null||$g(e))return[void 0,e];if(typeof e=="string"){let t=_g.get(`${e}`.toLowerCase());if(t)return[void 0,t]}return[e,void 0]}function as({filter:e,sort:t,reverse:n,transform:r,initializer:i,...s}={},o){if(r===void 0&&(e!=null&&(r=s$(e)),t!=null&&!li(t)&&(r=Sg(r,Tg(t))),n&&(r=Sg(r,o$))),o!=null&&i!=null)throw new Error("transforms cannot be applied after initializers");return{...s,...(t===null||li(t))&&{sort:t},transform:Sg(r,o)}}function Mr({filter:e,sort:t,reverse:n,initializer:r,...i}={},s){return r===void 0&&(e!=null&&(r=s$(e)),t!=null&&!li(t)&&(r=kg(r,Tg(t))),n&&(r=kg(r,o$))),{...i,...(t===null||li(t))&&{sort:t},initializer:kg(r,s)}}function Sg(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i){return{data:n,facets:r}=e.call(this,n,r,i),t.call(this,Cr(n),r,i)}}function kg(e,t){return e==null?t===null?void 0:t:t==null?e===null?void 0:e:function(n,r,i,...s){let o,a,l,u,c,f;return{data:a=n,facets:l=r,channels:o}=e.call(this,n,r,i,...s),{data:c=a,facets:f=l,channels:u}=t.call(this,a,l,{...i,...o},...s),{data:c,facets:f,channels:{...o,...u}}}}function m4(e,t){return(e.initializer!=null?Mr:as)(e,t)}function s$(e){return(t,n)=>{let r=Ce(t,e);return{data:t,facets:n.map(i=>i.filter(s=>r[s]))}}}function o$(e,t){return{data:e,facets:t.map(n=>n.slice().reverse())}}function a$(e,{sort:t,...n}={}){return{...(So(e)&&e.channel!==void 0?Mr:m4)(n,Tg(e)),sort:li(t)?t:null}}function Tg(e){return(typeof e=="function"&&e.length!==1?g4:b4)(e)}function g4(e){return(t,n)=>{let r=_n(t)?(i,s)=>e(t[i],t[s]):(i,s)=>e(t.get(i),t.get(s));return{data:t,facets:n.map(i=>i.slice().sort(r))}}}function b4(e){let t,n;({channel:t,value:e,order:n}={...Zn(e)});let r=t?.startsWith("-");if(r&&(t=t.slice(1)),n===void 0&&(n=r?es:pt),typeof n!="function")switch(`${n}`.toLowerCase()){case"ascending":n=pt;break;case"descending":n=es;break;default:throw new Error(`invalid order: ${n}`)}return(i,s,o)=>{let a;if(t===void 0)a=Ce(i,e);else{if(o===void 0)throw new Error("channel sort requires an initializer");if(a=o[t],!a)return{};a=a.value}let l=(u,c)=>n(a[u],a[c]);return{data:i,facets:s.map(u=>u.slice().sort(l))}}}function al(e,...t){for(let{name:n}of e)if(t.includes(n))return!0;return!1}function c$(e,t,n=Cg){let r=Object.entries(e);return t.title!=null&&e.title===void 0&&r.push(["title",_4]),t.href!=null&&e.href===void 0&&r.push(["href",hf]),r.filter(([,i])=>i!==void 0).map(([i,s])=>s===null?y4(i):n(i,s,t))}function Cg(e,t,n,r=Mg){let i;Sn(t)&&"reduce"in t&&(i=t.scale,t=t.reduce);let s=r(e,t,n),[o,a]=To(s.label),l;return{name:e,output:i===void 0?o:{value:o,scale:i},initialize(u){s.initialize(u),l=a([])},scope(u,c){s.scope(u,c)},reduce(u,c){l.push(s.reduce(u,c))}}}function y4(e){return{name:e,initialize(){},scope(){},reduce(){}}}function Mg(e,t,n,r=ll){let i=V_(e,n),s=r(t,i),o,a;return{label:Tn(s===ol?null:i,s.label),initialize(l){o=i===void 0?l:Ce(l,i),s.scope==="data"&&(a=s.reduceIndex(kt(l),o))},scope(l,u){s.scope===l&&(a=s.reduceIndex(u,o))},reduce(l,u){return s.scope==null?s.reduceIndex(l,o,u):s.reduceIndex(l,o,a,u)}}}function Rg(e,t){return t?Di(e,n=>t[n]):[[,e]]}function ll(e,t,n=v4){if(e==null)return n(e);if(typeof e.reduceIndex=="function")return e;if(typeof e.reduce=="function"&&Sn(e))return x4(e);if(typeof e=="function")return w4(e);if(/^p\d{2}$/i.test(e))return Rr(O_(e));switch(`${e}`.toLowerCase()){case"first":return hf;case"last":return $4;case"identity":return Eg;case"count":return ol;case"distinct":return S4;case"sum":return t==null?ol:k4;case"proportion":return u$(t,"data");case"proportion-facet":return u$(t,"facet");case"deviation":return Rr(ih);case"min":return Rr(Zt);case"min-index":return Rr(x0);case"max":return Rr(xt);case"max-index":return Rr(v0);case"mean":return l$(S0);case"median":return l$(wa);case"variance":return Rr(rh);case"mode":return Rr(k0)}return n(e)}function v4(e){throw new Error(`invalid reduce: ${e}`)}function f$(e,t){for(let n in t){let r=t[n];if(r!==void 0&&!e.some(i=>i.name===n))return r}}function d$(e,t,n){if(t){let r=t.output.transform(),i=(s,o)=>pt(r[s],r[o]);e.forEach(s=>s.sort(i))}n&&e.forEach(r=>r.reverse())}function x4(e){return console.warn("deprecated reduce interface; implement reduceIndex instead."),{...e,reduceIndex:e.reduce.bind(e)}}function w4(e){return{reduceIndex(t,n,r){return e(af(n,t),r)}}}function Rr(e){return{reduceIndex(t,n){return e(t,r=>n[r])}}}function l$(e){return{reduceIndex(t,n){let r=e(t,i=>n[i]);return Fe(n)?new Date(r):r}}}var Eg={reduceIndex(e,t){return af(t,e)}},hf={reduceIndex(e,t){return t[e[0]]}},_4={reduceIndex(e,t){let r=Ys(gr(e,s=>s.length,s=>t[s]),rl),i=r.slice(-5).reverse();if(i.length<r.length){let s=r.slice(0,-4);i[4]=[`\u2026 ${s.length.toLocaleString("en-US")} more`,yn(s,rl)]}return i.map(([s,o])=>`${s} (${o.toLocaleString("en-US")})`).join(`
`)}},$4={reduceIndex(e,t){return t[e[e.length-1]]}},ol={label:"Frequency",reduceIndex(e){return e.length}},S4={label:"Distinct",reduceIndex(e,t){let n=new Nn;for(let r of e)n.add(t[r]);return n.size}},k4=Rr(yn);function u$(e,t){return e==null?{scope:t,label:"Frequency",reduceIndex:(n,r,i=1)=>n.length/i}:{scope:t,reduceIndex:(n,r,i=1)=>yn(n,s=>r[s])/i}}var h$={reduceIndex(e,t,{z:n}){return n}};function Eo(e,{scale:t,type:n,value:r,filter:i,hint:s,label:o=Tn(r)},a){return s===void 0&&typeof r?.transform=="function"&&(s=r.hint),Pg(a,{scale:t,type:n,value:Ce(e,r),label:o,filter:i,hint:s})}function m$(e,t){return Object.fromEntries(Object.entries(e).map(([n,r])=>[n,Eo(t,r,n)]))}function g$(e,t){let n=Object.fromEntries(Object.entries(e).map(([r,{scale:i,value:s}])=>{let o=i==null?null:t[i];return[r,o==null?s:ve(s,o)]}));return n.channels=e,n}function Pg(e,t){let{scale:n,value:r}=t;if(n===!0||n==="auto")switch(e){case"fill":case"stroke":case"color":t.scale=n!==!0&&cf(r,Co)?null:"color",t.defaultScale="color";break;case"fillOpacity":case"strokeOpacity":case"opacity":t.scale=n!==!0&&cf(r,Y_)?null:"opacity",t.defaultScale="opacity";break;case"symbol":n!==!0&&cf(r,r$)?(t.scale=null,t.value=ve(r,Ro)):t.scale="symbol",t.defaultScale="symbol";break;default:t.scale=xe.has(e)?e:null;break}else if(n===!1)t.scale=null;else if(n!=null&&!xe.has(n))throw new Error(`unknown scale: ${n}`);return t}function b$(e,t,n,r,i){let{order:s,reverse:o,reduce:a=!0,limit:l}=i;for(let u in i){if(!xe.has(u))continue;let{value:c,order:f=s,reverse:d=o,reduce:h=a,limit:p=l}=Zn(i[u]),m=c?.startsWith("-");if(m&&(c=c.slice(1)),f=f===void 0?m!==(c==="width"||c==="height")?v$:y$:M4(f),h==null||h===!1)continue;let y=u==="fx"||u==="fy"?C4(t,r[u]):T4(n,u);if(!y)throw new Error(`missing channel for scale: ${u}`);let b=y.value,[v=0,$=1/0]=Pt(p)?p:p<0?[p]:[0,p];if(c==null)y.domain=()=>{let x=Array.from(new Nn(b));return d&&(x=x.reverse()),(v!==0||$!==1/0)&&(x=x.slice(v,$)),x};else{let x=c==="data"?e:c==="height"?p$(n,"y1","y2"):c==="width"?p$(n,"x1","x2"):Ag(n,c,c==="y"?"y2":c==="x"?"x2":void 0),k=ll(h===!0?"max":h,x);y.domain=()=>{let w=g0(kt(b),S=>k.reduceIndex(S,x),S=>b[S]);return f&&w.sort(f),d&&w.reverse(),(v!==0||$!==1/0)&&(w=w.slice(v,$)),w.map(sf)}}}}function T4(e,t){for(let n in e){let r=e[n];if(r.scale===t)return r}}function C4(e,t){let n=e.original;if(n===e)return t;let r=t.value,i=t.value=[];for(let s=0;s<n.length;++s){let o=r[n[s][0]];for(let a of e[s])i[a]=o}return t}function p$(e,t,n){let r=Ag(e,t),i=Ag(e,n);return ve(i,(s,o)=>Math.abs(s-r[o]),Float64Array)}function Ag(e,t,n){let r=e[t];if(!r&&n!==void 0&&(r=e[n]),r)return r.value;throw new Error(`missing channel: ${t}`)}function M4(e){if(e==null||typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"ascending":return y$;case"descending":return v$}throw new Error(`invalid order: ${e}`)}function y$([e,t],[n,r]){return pt(t,r)||pt(e,n)}function v$([e,t],[n,r]){return es(t,r)||pt(e,n)}function Dg(e,t){let n=e[t];if(n){for(;n.source;)n=n.source;return n.source===null?null:n}}var S$=new Map([["accent",S1],["category10",$1],["dark2",k1],["observable10",T1],["paired",C1],["pastel1",M1],["pastel2",R1],["set1",E1],["set2",A1],["set3",P1],["tableau10",D1]]);function k$(e){return e!=null&&S$.has(`${e}`.toLowerCase())}var x$=new Map([...S$,["brbg",Er(Rp,Ep)],["prgn",Er(Ap,Pp)],["piyg",Er(Dp,Lp)],["puor",Er(Np,Ip)],["rdbu",Er(qc,Xa)],["rdgy",Er(Op,zp)],["rdylbu",Er(Uc,Ja)],["rdylgn",Er(Bp,Fp)],["spectral",Er(Hp,Vp)],["burd",w$(qc,Xa)],["buylrd",w$(Uc,Ja)],["blues",at(hm,pm)],["greens",at(mm,gm)],["greys",at(bm,ym)],["oranges",at($m,Sm)],["purples",at(vm,xm)],["reds",at(wm,_m)],["turbo",Ar(Am)],["viridis",Ar(Pm)],["magma",Ar(Dm)],["inferno",Ar(Lm)],["plasma",Ar(Nm)],["cividis",Ar(km)],["cubehelix",Ar(Tm)],["warm",Ar(Cm)],["cool",Ar(Mm)],["bugn",at(Kp,qp)],["bupu",at(Up,jp)],["gnbu",at(Gp,Wp)],["orrd",at(Yp,Xp)],["pubu",at(Qp,em)],["pubugn",at(Jp,Zp)],["purd",at(tm,nm)],["rdpu",at(rm,im)],["ylgn",at(am,lm)],["ylgnbu",at(sm,om)],["ylorbr",at(um,cm)],["ylorrd",at(fm,dm)],["rainbow",_$(Rm)],["sinebow",_$(Em)]]);function at(e,t){return({length:n})=>n===1?[e[3][1]]:n===2?[e[3][1],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>9?wt(t,n):e[n])}function Er(e,t){return({length:n})=>n===2?[e[3][0],e[3][2]]:(n=Math.max(3,Math.floor(n)),n>11?wt(t,n):e[n])}function w$(e,t){return({length:n})=>n===2?[e[3][2],e[3][0]]:(n=Math.max(3,Math.floor(n)),n>11?wt(r=>t(1-r),n):e[n].slice().reverse())}function Ar(e){return({length:t})=>wt(e,Math.max(2,Math.floor(t)))}function _$(e){return({length:t})=>wt(e,Math.floor(t)+1).slice(0,-1)}function Lg(e){let t=`${e}`.toLowerCase();if(!x$.has(t))throw new Error(`unknown ordinal scheme: ${t}`);return x$.get(t)}function ul(e,t){let n=Lg(e),r=typeof n=="function"?n({length:t}):n;return r.length!==t?r.slice(0,t):r}function T$(e,t="greys"){let n=new Set,[r,i]=ul(t,2);for(let s of e)if(s!=null)if(s===!0)n.add(i);else if(s===!1)n.add(r);else return;return[...n]}var $$=new Map([["brbg",Ep],["prgn",Pp],["piyg",Lp],["puor",Ip],["rdbu",Xa],["rdgy",zp],["rdylbu",Ja],["rdylgn",Fp],["spectral",Vp],["burd",e=>Xa(1-e)],["buylrd",e=>Ja(1-e)],["blues",pm],["greens",gm],["greys",ym],["purples",xm],["reds",_m],["oranges",Sm],["turbo",Am],["viridis",Pm],["magma",Dm],["inferno",Lm],["plasma",Nm],["cividis",km],["cubehelix",Tm],["warm",Cm],["cool",Mm],["bugn",qp],["bupu",jp],["gnbu",Wp],["orrd",Xp],["pubugn",Zp],["pubu",em],["purd",nm],["rdpu",im],["ylgnbu",om],["ylgn",lm],["ylorbr",cm],["ylorrd",dm],["rainbow",Rm],["sinebow",Em]]);function Ao(e){let t=`${e}`.toLowerCase();if(!$$.has(t))throw new Error(`unknown quantitative scheme: ${t}`);return $$.get(t)}var R4=new Set(["brbg","prgn","piyg","puor","rdbu","rdgy","rdylbu","rdylgn","spectral","burd","buylrd"]);function C$(e){return e!=null&&R4.has(`${e}`.toLowerCase())}var Ig=e=>t=>e(1-t),Ng=[0,1],M$=new Map([["number",We],["rgb",zi],["hsl",yx],["hcl",wx],["lab",vx]]);function Og(e){let t=`${e}`.toLowerCase();if(!M$.has(t))throw new Error(`unknown interpolator: ${t}`);return M$.get(t)}function Do(e,t,n,{type:r,nice:i,clamp:s,zero:o,domain:a=O$(e,n),unknown:l,round:u,scheme:c,interval:f,range:d=xe.get(e)===is?D4(n,a):xe.get(e)===ss?L4(n,a):xe.get(e)===os?Ng:void 0,interpolate:h=xe.get(e)===Ut?c==null&&d!==void 0?zi:Ao(c!==void 0?c:r==="cyclical"?"rainbow":"turbo"):u?ka:We,reverse:p}){if(a=R$(a),f=Jn(f,r),(r==="cyclical"||r==="sequential")&&(r="linear"),typeof h!="function"&&(h=Og(h)),p=!!p,d!==void 0){let m=a.length,y=(d=R$(d)).length;if(m!==y){if(h.length===1)throw new Error("invalid piecewise interpolator");h=ei(h,d),d=void 0}}if(h.length===1?(p&&(h=Ig(h),p=!1),d===void 0&&(d=Float64Array.from(a,(m,y)=>y/(a.length-1)),d.length===2&&(d=Ng)),t.interpolate((d===Ng?qt:cl)(h))):t.interpolate(h),o){let[m,y]=ft(a);(m>0||y<0)&&(a=ai(a),(Tr(a)||1)===Math.sign(m)?a[0]=0:a[a.length-1]=0)}return p&&(a=eo(a)),t.domain(a).unknown(l),i&&(t.nice(E4(i,r)),a=t.domain()),d!==void 0&&t.range(d),s&&t.clamp(s),{type:r,domain:a,range:d,scale:t,interpolate:h,interval:f}}function R$(e){return e=Xn(e),e.length>=2?e:[e[0],e[0]]}function E4(e,t){return e===!0?void 0:typeof e=="number"?e:K_(e,t)}function E$(e,t,n){return Do(e,Ya(),t,n)}function A$(e,t,n){return zg(e,t,{...n,exponent:.5})}function zg(e,t,{exponent:n=1,...r}){return Do(e,wp().exponent(n),t,{...r,type:"pow"})}function P$(e,t,{base:n=10,domain:r=N4(t),...i}){return Do(e,vp().base(n),t,{...i,domain:r})}function D$(e,t,{constant:n=1,...r}){return Do(e,xp().constant(n),t,r)}function L$(e,t,{range:n,quantiles:r=n===void 0?5:(n=[...n]).length,n:i=r,scheme:s="rdylbu",domain:o=I4(t),unknown:a,interpolate:l,reverse:u}){return n===void 0&&(n=l!==void 0?wt(l,i):xe.get(e)===Ut?ul(s,i):void 0),o.length>0&&(o=_p(o,n===void 0?{length:i}:n).quantiles()),pf(e,t,{domain:o,range:n,reverse:u,unknown:a})}function N$(e,t,{range:n,n:r=n===void 0?5:(n=[...n]).length,scheme:i="rdylbu",domain:s=O$(e,t),unknown:o,interpolate:a,reverse:l}){let[u,c]=ft(s),f;return n===void 0?(f=Jr(u,c,r),f[0]<=u&&f.splice(0,1),f[f.length-1]>=c&&f.pop(),r=f.length+1,n=a!==void 0?wt(a,r):xe.get(e)===Ut?ul(i,r):void 0):(f=wt(We(u,c),r+1).slice(1,-1),u instanceof Date&&(f=f.map(d=>new Date(d)))),Tr(Xn(s))<0&&f.reverse(),pf(e,t,{domain:f,range:n,reverse:l,unknown:o})}function pf(e,t,{domain:n=[0],unknown:r,scheme:i="rdylbu",interpolate:s,range:o=s!==void 0?wt(s,n.length+1):xe.get(e)===Ut?ul(i,n.length+1):void 0,reverse:a}){n=Xn(n);let l=Tr(n);if(!isNaN(l)&&!A4(n,l))throw new Error(`the ${e} scale has a non-monotonic domain`);return a&&(o=eo(o)),{type:"threshold",scale:$p(l<0?eo(n):n,o===void 0?[]:o).unknown(r),domain:n,range:o}}function A4(e,t){for(let n=1,r=e.length,i=e[0];n<r;++n){let s=mr(i,i=e[n]);if(s!==0&&s!==t)return!1}return!0}function I$(e){return{type:"identity",scale:n$(xe.get(e))?yp():t=>t}}function Po(e,t=rg){return e.length?[Zt(e,({value:n})=>n===void 0?n:Zt(n,t)),xt(e,({value:n})=>n===void 0?n:xt(n,t))]:[0,1]}function O$(e,t){let n=xe.get(e);return(n===is||n===os||n===ss?P4:Po)(t)}function P4(e){return[0,e.length?xt(e,({value:t})=>t===void 0?t:xt(t,rg)):1]}function D4(e,t){let n=e.find(({radius:o})=>o!==void 0);if(n!==void 0)return[0,n.radius];let r=pr(e,.5,({value:o})=>o===void 0?NaN:pr(o,.25,ts)),i=t.map(o=>3*Math.sqrt(o/r)),s=30/xt(i);return s<1?i.map(o=>o*s):i}function L4(e,t){let n=wa(e,({value:s})=>s===void 0?NaN:wa(s,Math.abs)),r=t.map(s=>12*s/n),i=60/xt(r);return i<1?r.map(s=>s*i):r}function N4(e){for(let{value:t}of e)if(t!==void 0)for(let n of t){if(n>0)return Po(e,ts);if(n<0)return Po(e,yo)}return[1,10]}function I4(e){let t=[];for(let{value:n}of e)if(n!==void 0)for(let r of n)t.push(r);return t}function cl(e){return(t,n)=>r=>e(t+r*(n-t))}var Bg=0,Fg;function z$(){let e=Bg;return Bg=0,Fg=void 0,e}function Dt(e){e!==Fg&&(Fg=e,console.warn(e),++Bg)}function mf(e,t,n,r,{type:i,nice:s,clamp:o,domain:a=Po(r),unknown:l,pivot:u=0,scheme:c,range:f,symmetric:d=!0,interpolate:h=xe.get(e)===Ut?c==null&&f!==void 0?zi:Ao(c!==void 0?c:"rdbu"):We,reverse:p}){u=+u,a=Xn(a);let[m,y]=a;if(a.length>2&&Dt(`Warning: the diverging ${e} scale domain contains extra elements.`),mr(m,y)<0&&([m,y]=[y,m],p=!p),m=Math.min(m,u),y=Math.max(y,u),typeof h!="function"&&(h=Og(h)),f!==void 0&&(h=h.length===1?cl(h)(...f):ei(h,f)),p&&(h=Ig(h)),d){let b=n.apply(u),v=b-n.apply(m),$=n.apply(y)-b;v<$?m=n.invert(b-$):v>$&&(y=n.invert(b+v))}return t.domain([m,u,y]).unknown(l).interpolator(h),o&&t.clamp(o),s&&t.nice(s),{type:i,domain:[m,y],pivot:u,interpolate:h,scale:t}}function B$(e,t,n){return mf(e,kp(),O4,t,n)}function F$(e,t,n){return Hg(e,t,{...n,exponent:.5})}function Hg(e,t,{exponent:n=1,...r}){return mf(e,Mp().exponent(n=+n),F4(n),t,{...r,type:"diverging-pow"})}function H$(e,t,{base:n=10,pivot:r=1,domain:i=Po(t,r<0?yo:ts),...s}){return mf(e,Tp().base(n=+n),z4,t,{domain:i,pivot:r,...s})}function V$(e,t,{constant:n=1,...r}){return mf(e,Cp().constant(n=+n),H4(n),t,r)}var O4={apply(e){return e},invert(e){return e}},z4={apply:Math.log,invert:Math.exp},B4={apply(e){return Math.sign(e)*Math.sqrt(Math.abs(e))},invert(e){return Math.sign(e)*(e*e)}};function F4(e){return e===.5?B4:{apply(t){return Math.sign(t)*Math.pow(Math.abs(t),e)},invert(t){return Math.sign(t)*Math.pow(Math.abs(t),1/e)}}}function H4(e){return{apply(t){return Math.sign(t)*Math.log1p(Math.abs(t/e))},invert(t){return Math.sign(t)*Math.expm1(Math.abs(t))*e}}}function K$(e,t,n,r){return Do(e,t,n,r)}function q$(e,t,n){return K$(e,w1(),t,n)}function U$(e,t,n){return K$(e,_1(),t,n)}var Lo=Symbol("ordinal");function G$(e,t,n,{type:r,interval:i,domain:s,range:o,reverse:a,hint:l}){return i=Jn(i,r),s===void 0&&(s=Z$(n,i,e)),(r==="categorical"||r===Lo)&&(r="ordinal"),a&&(s=eo(s)),s=t.domain(s).domain(),o!==void 0&&(typeof o=="function"&&(o=o(s)),t.range(o)),{type:r,domain:s,range:o,scale:t,hint:l,interval:i}}function W$(e,t,{type:n,interval:r,domain:i,range:s,scheme:o,unknown:a,...l}){r=Jn(r,n),i===void 0&&(i=Z$(t,r,e));let u;if(xe.get(e)===Mo)u=V4(t),s=s===void 0?K4(u):ve(s,Ro);else if(xe.get(e)===Ut&&(s===void 0&&(n==="ordinal"||n===Lo)&&(s=T$(i,o),s!==void 0&&(o=void 0)),o===void 0&&s===void 0&&(o=n==="ordinal"?"turbo":"observable10"),o!==void 0))if(s!==void 0){let c=Ao(o),f=s[0],d=s[1]-s[0];s=({length:h})=>wt(p=>c(f+d*p),h)}else s=Lg(o);if(a===Ic)throw new Error(`implicit unknown on ${e} scale is not supported`);return G$(e,zc().unknown(a),t,{...l,type:n,domain:i,range:s,hint:u})}function Y$(e,t,{align:n=.5,padding:r=.5,...i}){return J$(m1().align(n).padding(r),t,i,e)}function X$(e,t,{align:n=.5,padding:r=.1,paddingInner:i=r,paddingOuter:s=e==="fx"||e==="fy"?0:r,...o}){return J$(bo().align(n).paddingInner(i).paddingOuter(s),t,o,e)}function J$(e,t,n,r){let{round:i}=n;return i!==void 0&&e.round(i=!!i),e=G$(r,e,t,n),e.round=i,e}function Z$(e,t,n){let r=new Nn;for(let{value:i,domain:s}of e){if(s!==void 0)return s();if(i!==void 0)for(let o of i)r.add(o)}if(t!==void 0){let[i,s]=ft(r).map(t.floor,t);return t.range(i,t.offset(s))}if(r.size>1e4&&xe.get(n)===dn)throw new Error(`implicit ordinal domain of ${n} scale has more than 10,000 values`);return Ys(r,pt)}function j$(e,t){let n;for(let{hint:r}of e){let i=r?.[t];if(i!==void 0){if(n===void 0)n=i;else if(n!==i)return}}return n}function V4(e){return{fill:j$(e,"fill"),stroke:j$(e,"stroke")}}function K4(e){return ot(e.fill)?Z1:J1}function fl(e,{label:t,inset:n=0,insetTop:r=n,insetRight:i=n,insetBottom:s=n,insetLeft:o=n,round:a,nice:l,clamp:u,zero:c,align:f,padding:d,projection:h,facet:{label:p=t}={},...m}={}){let y={};for(let[b,v]of e){let $=m[b],x=j4(b,v,{round:xe.get(b)===dn?a:void 0,nice:l,clamp:u,zero:c,align:f,padding:d,projection:h,...$});if(x){let{label:k=b==="fx"||b==="fy"?p:t,percent:w,transform:S,inset:C,insetTop:M=C!==void 0?C:b==="y"?r:0,insetRight:D=C!==void 0?C:b==="x"?i:0,insetBottom:E=C!==void 0?C:b==="y"?s:0,insetLeft:P=C!==void 0?C:b==="x"?o:0}=$||{};if(S==null)S=void 0;else if(typeof S!="function")throw new Error("invalid scale transform; not a function");x.percent=!!w,x.label=k===void 0?q4(v,x):k,x.transform=S,b==="x"||b==="fx"?(x.insetLeft=+P,x.insetRight=+D):(b==="y"||b==="fy")&&(x.insetTop=+M,x.insetBottom=+E),y[b]=x}}return y}function Kg(e){let t={},n={scales:t};for(let[r,i]of Object.entries(e)){let{scale:s,type:o,interval:a,label:l}=i;t[r]=X4(i),n[r]=s,s.type=o,a!=null&&(s.interval=a),l!=null&&(s.label=l)}return n}function r2(e,t){let{x:n,y:r,fx:i,fy:s}=e,o=i||s?bf(t):t;i&&Q$(i,o),s&&e2(s,o);let a=i||s?qg(e,t):t;n&&Q$(n,a),r&&e2(r,a)}function q4(e=[],t){let n;for(let{label:r}of e)if(r!==void 0){if(n===void 0)n=r;else if(n!==r)return}if(n!==void 0)return!Qn(t)&&t.percent&&(n=`${n} (%)`),{inferred:!0,toString:()=>n}}function i2(e){return Math.sign(Tr(e.domain()))*Math.sign(Tr(e.range()))}function bf(e){let{marginTop:t,marginRight:n,marginBottom:r,marginLeft:i,width:s,height:o,facet:{marginTop:a,marginRight:l,marginBottom:u,marginLeft:c}}=e;return{marginTop:Math.max(t,a),marginRight:Math.max(n,l),marginBottom:Math.max(r,u),marginLeft:Math.max(i,c),width:s,height:o}}function qg({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=bf(n);return{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:e?e.scale.bandwidth()+o+i:a,height:t?t.scale.bandwidth()+r+s:l,facet:{width:a,height:l}}}function Q$(e,t){if(e.range===void 0){let{insetLeft:n,insetRight:r}=e,{width:i,marginLeft:s=0,marginRight:o=0}=t,a=s+n,l=i-o-r;e.range=[a,Math.max(a,l)],Qn(e)||(e.range=o2(e)),e.scale.range(e.range)}s2(e)}function e2(e,t){if(e.range===void 0){let{insetTop:n,insetBottom:r}=e,{height:i,marginTop:s=0,marginBottom:o=0}=t,a=s+n,l=i-o-r;e.range=[Math.max(a,l),a],Qn(e)?e.range.reverse():e.range=o2(e),e.scale.range(e.range)}s2(e)}function s2(e){e.round===void 0&&W4(e)&&U4(e)<=30&&e.scale.round(!0)}function U4({scale:e}){let t=e.domain().length,[n,r]=e.range(),i=e.paddingInner?e.paddingInner():1,s=e.paddingOuter?e.paddingOuter():e.padding(),o=t-i,a=Math.abs(r-n)/Math.max(1,o+s*2);return(a-Math.floor(a))*o}function o2(e){let t=e.scale.domain().length+Ug(e);if(!(t>2))return e.range;let[n,r]=e.range;return Array.from({length:t},(i,s)=>n+s/(t-1)*(r-n))}function j4(e,t=[],n={}){let r=G4(e,t,n);if(n.type===void 0&&n.domain===void 0&&n.range===void 0&&n.interval==null&&e!=="fx"&&e!=="fy"&&Qn({type:r})){let i=t.map(({value:s})=>s).filter(s=>s!==void 0);i.some(Fe)?Dt(`Warning: some data associated with the ${e} scale are dates. Dates are typically associated with a "utc" or "time" scale rather than a "${No(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., d3.utcDay), or you can suppress this warning by setting the type of the ${e} scale to "${No(r)}".`):i.some(j_)?Dt(`Warning: some data associated with the ${e} scale are strings that appear to be dates (e.g., YYYY-MM-DD). If these strings represent dates, you should parse them to Date objects. Dates are typically associated with a "utc" or "time" scale rather than a "${No(r)}" scale. If you are using a bar mark, you probably want a rect mark with the interval option instead; if you are using a group transform, you probably want a bin transform instead. If you want to treat this data as ordinal, you can suppress this warning by setting the type of the ${e} scale to "${No(r)}".`):i.some(G_)&&Dt(`Warning: some data associated with the ${e} scale are strings that appear to be numbers. If these strings represent numbers, you should parse or coerce them to numbers. Numbers are typically associated with a "linear" scale rather than a "${No(r)}" scale. If you want to treat this data as ordinal, you can specify the interval of the ${e} scale (e.g., 1 for integers), or you can suppress this warning by setting the type of the ${e} scale to "${No(r)}".`)}switch(n.type=r,r){case"diverging":case"diverging-sqrt":case"diverging-pow":case"diverging-log":case"diverging-symlog":case"cyclical":case"sequential":case"linear":case"sqrt":case"threshold":case"quantile":case"pow":case"log":case"symlog":n=gf(t,n,Yn);break;case"identity":switch(xe.get(e)){case dn:n=gf(t,n,Yn);break;case Mo:n=gf(t,n,Y4);break}break;case"utc":case"time":n=gf(t,n,mg);break}switch(r){case"diverging":return B$(e,t,n);case"diverging-sqrt":return F$(e,t,n);case"diverging-pow":return Hg(e,t,n);case"diverging-log":return H$(e,t,n);case"diverging-symlog":return V$(e,t,n);case"categorical":case"ordinal":case Lo:return W$(e,t,n);case"cyclical":case"sequential":case"linear":return E$(e,t,n);case"sqrt":return A$(e,t,n);case"threshold":return pf(e,t,n);case"quantile":return L$(e,t,n);case"quantize":return N$(e,t,n);case"pow":return zg(e,t,n);case"log":return P$(e,t,n);case"symlog":return D$(e,t,n);case"utc":return U$(e,t,n);case"time":return q$(e,t,n);case"point":return Y$(e,t,n);case"band":return X$(e,t,n);case"identity":return I$(e);case void 0:return;default:throw new Error(`unknown scale type: ${r}`)}}function No(e){return typeof e=="symbol"?e.description:e}function t2(e){return typeof e=="string"?`${e}`.toLowerCase():e}var n2={toString:()=>"projection"};function G4(e,t,{type:n,domain:r,range:i,scheme:s,pivot:o,projection:a}){if(n=t2(n),e==="fx"||e==="fy")return"band";(e==="x"||e==="y")&&a!=null&&(n=n2);for(let c of t){let f=t2(c.type);if(f!==void 0){if(n===void 0)n=f;else if(n!==f)throw new Error(`scale incompatible with channel: ${n} !== ${f}`)}}if(n===n2)return;if(n!==void 0)return n;if(r===void 0&&!t.some(({value:c})=>c!==void 0))return;let l=xe.get(e);if(l===is)return"sqrt";if(l===os||l===ss)return"linear";if(l===Mo)return"ordinal";let u=(r??i)?.length;if(u<2||u>2)return Vg(l);if(r!==void 0){if(xg(r))return Vg(l);if(Fe(r))return"utc"}else{let c=t.map(({value:f})=>f).filter(f=>f!==void 0);if(c.some(xg))return Vg(l);if(c.some(Fe))return"utc"}if(l===Ut){if(o!=null||C$(s))return"diverging";if(k$(s))return"categorical"}return"linear"}function Vg(e){switch(e){case dn:return"point";case Ut:return Lo;default:return"ordinal"}}function Qn({type:e}){return e==="ordinal"||e==="point"||e==="band"||e===Lo}function Ug({type:e}){return e==="threshold"}function W4({type:e}){return e==="point"||e==="band"}function Cn(e){if(e===void 0)return!0;let t=e.domain(),n=e(t[0]);for(let r=1,i=t.length;r<i;++r)if(e(t[r])-n)return!1;return!0}function gf(e,{domain:t,...n},r){for(let i of e)i.value!==void 0&&(t===void 0&&(t=i.value?.domain),i.value=r(i.value));return{domain:t===void 0?t:r(t),...n}}function Y4(e){return ve(e,Ro)}function a2(e){return t=>{if(!xe.has(t=`${t}`))throw new Error(`unknown scale: ${t}`);return e[t]}}function X4({scale:e,type:t,domain:n,range:r,interpolate:i,interval:s,transform:o,percent:a,pivot:l}){if(t==="identity")return{type:"identity",apply:c=>c,invert:c=>c};let u=e.unknown?e.unknown():void 0;return{type:t,domain:ai(n),...r!==void 0&&{range:ai(r)},...o!==void 0&&{transform:o},...a&&{percent:a},...u!==void 0&&{unknown:u},...s!==void 0&&{interval:s},...i!==void 0&&{interpolate:i},...e.clamp&&{clamp:e.clamp()},...l!==void 0&&{pivot:l,symmetric:!1},...e.base&&{base:e.base()},...e.exponent&&{exponent:e.exponent()},...e.constant&&{constant:e.constant()},...e.align&&{align:e.align(),round:e.round()},...e.padding&&(e.paddingInner?{paddingInner:e.paddingInner(),paddingOuter:e.paddingOuter()}:{padding:e.padding()}),...e.bandwidth&&{bandwidth:e.bandwidth(),step:e.step()},apply:c=>e(c),...e.invert&&{invert:c=>e.invert(c)}}}function u2(e,t){let{fx:n,fy:r}=fl(e,t),i=n?.scale.domain(),s=r?.scale.domain();return i&&s?f0(i,s).map(([o,a],l)=>({x:o,y:a,i:l})):i?i.map((o,a)=>({x:o,i:a})):s?s.map((o,a)=>({y:o,i:a})):void 0}function c2(e,{x:t,y:n}){return t&&=Xg(t),n&&=Xg(n),e.filter(t&&n?r=>t.has(r.x)&&n.has(r.y):t?r=>t.has(r.x):r=>n.has(r.y)).sort(t&&n?(r,i)=>t.get(r.x)-t.get(i.x)||n.get(r.y)-n.get(i.y):t?(r,i)=>t.get(r.x)-t.get(i.x):(r,i)=>n.get(r.y)-n.get(i.y))}function vf(e,{fx:t,fy:n}){let r=kt(e),i=t?.value,s=n?.value;return t&&n?gr(r,o=>(o.fx=i[o[0]],o.fy=s[o[0]],o),o=>i[o],o=>s[o]):t?gr(r,o=>(o.fx=i[o[0]],o),o=>i[o]):gr(r,o=>(o.fy=s[o[0]],o),o=>s[o])}function f2(e,t,{marginTop:n,marginLeft:r}){let i=e?({x:o})=>e(o)-r:()=>0,s=t?({y:o})=>t(o)-n:()=>0;return function(o){this.tagName==="svg"?(this.setAttribute("x",i(o)),this.setAttribute("y",s(o))):this.setAttribute("transform",`translate(${i(o)},${s(o)})`)}}function d2(e){let t=[],n=new Uint32Array(yn(e,r=>r.length));for(let r of e){let i=0;for(let s of e)r!==s&&(n.set(s,i),i+=s.length);t.push(n.slice(0,i))}return t}var J4=new Map([["top",jg],["right",Yg],["bottom",Gg],["left",Wg],["top-left",yf(jg,Wg)],["top-right",yf(jg,Yg)],["bottom-left",yf(Gg,Wg)],["bottom-right",yf(Gg,Yg)],["top-empty",Q4],["right-empty",n8],["bottom-empty",e8],["left-empty",t8],["empty",r8]]);function h2(e){if(e==null)return null;let t=J4.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid facet anchor: ${e}`)}var l2=new WeakMap;function Xg(e){let t=l2.get(e);return t||l2.set(e,t=new Jt(ve(e,(n,r)=>[n,r]))),t}function di(e,t){return Xg(e).get(t)}function Z4(e,t,n){return t=cn(t),n=cn(n),e.find(r=>Object.is(cn(r.x),t)&&Object.is(cn(r.y),n))}function xf(e,t,n){return Z4(e,t,n)?.empty}function jg(e,{y:t},{y:n}){return t?di(t,n)===0:!0}function Gg(e,{y:t},{y:n}){return t?di(t,n)===t.length-1:!0}function Wg(e,{x:t},{x:n}){return t?di(t,n)===0:!0}function Yg(e,{x:t},{x:n}){return t?di(t,n)===t.length-1:!0}function Q4(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=di(t,r);if(s>0)return xf(e,n,t[s-1])}function e8(e,{y:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=di(t,r);if(s<t.length-1)return xf(e,n,t[s+1])}function t8(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=di(t,n);if(s>0)return xf(e,t[s-1],r)}function n8(e,{x:t},{x:n,y:r,empty:i}){if(i)return!1;if(!t)return;let s=di(t,n);if(s<t.length-1)return xf(e,t[s+1],r)}function r8(e,t,{empty:n}){return n}function yf(e,t){return function(){return e.apply(null,arguments)&&t.apply(null,arguments)}}function wf(e,{channels:{fx:t,fy:n},groups:r}){return t&&n?e.map(({x:i,y:s})=>r.get(i)?.get(s)??[]):t?e.map(({x:i})=>r.get(i)??[]):e.map(({y:i})=>r.get(i)??[])}var p2=Math.PI,Pr=2*p2,Jg=.618;function m2({projection:e,inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={},o){if(e==null)return;if(typeof e.stream=="function")return e;let a,l,u="frame";if(Sn(e)){let k;if({type:e,domain:l,inset:k,insetTop:n=k!==void 0?k:n,insetRight:r=k!==void 0?k:r,insetBottom:i=k!==void 0?k:i,insetLeft:s=k!==void 0?k:s,clip:u=u,...a}=e,e==null)return}typeof e!="function"&&({type:e}=Zg(e));let{width:c,height:f,marginLeft:d,marginRight:h,marginTop:p,marginBottom:m}=o,y=c-d-h-s-r,b=f-p-m-n-i;if(e=e?.({width:y,height:b,clip:u,...a}),e==null)return;u=i8(u,d,p,c-h,f-m);let v=d+s,$=p+n,x;if(l!=null){let[[k,w],[S,C]]=Ba(e).bounds(l),M=Math.min(y/(S-k),b/(C-w));M>0?(v-=(M*(k+S)-y)/2,$-=(M*(w+C)-b)/2,x=Fa({point(D,E){this.stream.point(D*M+v,E*M+$)}})):Dt("Warning: the projection could not be fit to the specified domain; using the default scale.")}return x??=v===0&&$===0?g2():Fa({point(k,w){this.stream.point(k+v,w+$)}}),{stream:k=>e.stream(x.stream(u(k)))}}function Zg(e){switch(`${e}`.toLowerCase()){case"albers-usa":return Mn(vw,.7463,.4673);case"albers":return _f(tp,.7463,.4673);case"azimuthal-equal-area":return Mn(_w,4,4);case"azimuthal-equidistant":return Mn(Sw,Pr,Pr);case"conic-conformal":return _f(Cw,Pr,Pr);case"conic-equal-area":return _f(za,6.1702,2.9781);case"conic-equidistant":return _f(Rw,7.312,3.6282);case"equal-earth":return Mn(Aw,5.4133,2.6347);case"equirectangular":return Mn(Mw,Pr,p2);case"gnomonic":return Mn(Dw,3.4641,3.4641);case"identity":return{type:g2};case"reflect-y":return{type:s8};case"mercator":return Mn(kw,Pr,Pr);case"orthographic":return Mn(Nw,2,2);case"stereographic":return Mn(Ow,2,2);case"transverse-mercator":return Mn(Bw,Pr,Pr);default:throw new Error(`unknown projection type: ${e}`)}}function i8(e,t,n,r,i){if(e===!1||e==null||typeof e=="number")return s=>s;if(e===!0&&(e="frame"),`${e}`.toLowerCase()==="frame")return Jh(t,n,r,i);throw new Error(`unknown projection clip type: ${e}`)}function Mn(e,t,n){return{type:({width:r,height:i,rotate:s,precision:o=.15,clip:a})=>{let l=e();return o!=null&&l.precision?.(o),s!=null&&l.rotate?.(s),typeof a=="number"&&l.clipAngle?.(a),r!=null&&(l.scale(Math.min(r/t,i/n)),l.translate([r/2,i/2])),l},aspectRatio:n/t}}function _f(e,t,n){let{type:r,aspectRatio:i}=Mn(e,t,n);return{type:s=>{let{parallels:o,domain:a,width:l,height:u}=s,c=r(s);return o!=null&&(c.parallels(o),a===void 0&&l!=null&&c.fitSize([l,u],{type:"Sphere"})),c},aspectRatio:i}}var g2=qt({stream:e=>e}),s8=qt(Fa({point(e,t){this.stream.point(e,-t)}}));function b2(e,t,n,r){let i=n[e],s=n[t],o=i.length,a=n[e]=new Float64Array(o).fill(NaN),l=n[t]=new Float64Array(o).fill(NaN),u,c=r.stream({point(f,d){a[u]=f,l[u]=d}});for(u=0;u<o;++u)c.point(i[u],s[u])}function y2({projection:e}={}){return e==null?!1:typeof e.stream=="function"?!0:(Sn(e)&&(e=e.type),e!=null)}function v2(e){if(typeof e?.stream=="function")return Jg;if(Sn(e)){let t,n;if({domain:t,type:e,...n}=e,t!=null&&e!=null){let r=typeof e=="string"?Zg(e).type:e,[[i,s],[o,a]]=Ba(r({...n,width:100,height:100})).bounds(t),l=(a-s)/(o-i);return l&&isFinite(l)?l<.2?.2:l>5?5:l:Jg}}if(e!=null){if(typeof e!="function"){let{aspectRatio:t}=Zg(e);if(t)return t}return Jg}}function x2(e){let t=[],n=[],r={scale:"x",value:t},i={scale:"y",value:n},s={point(o,a){t.push(o),n.push(a)},lineStart(){},lineEnd(){},polygonStart(){},polygonEnd(){},sphere(){}};for(let o of e.value)ti(o,s);return[r,i]}function w2({x:e,y:t}){if(e||t)return e??=n=>n,t??=n=>n,Fa({point(n,r){this.stream.point(e(n),t(r))}})}function Io(e={}){let{document:t=typeof window<"u"?window.document:void 0,clip:n}=e;return{document:t,clip:df(n)}}function ue(e,{document:t}){return vn(to(e).call(t.documentElement))}var $f=Symbol("unset");function Sf(e){return(e.length===1?o8:a8)(e)}function o8(e){let t,n=$f;return r=>(Object.is(n,r)||(n=r,t=e(r)),t)}function a8(e){let t,n;return(...r)=>((n?.length!==r.length||n.some((i,s)=>!Object.is(i,r[s])))&&(n=r,t=e(...r)),t)}var l8=Sf(e=>new Intl.NumberFormat(e)),rz=Sf((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{month:t}})),iz=Sf((e,t)=>new Intl.DateTimeFormat(e,{timeZone:"UTC",...t&&{weekday:t}}));function u8(e="en-US"){let t=l8(e);return n=>n!=null&&!isNaN(n)?t.format(n):void 0}function c8(e){return tf(e,"Invalid Date")}function f8(e="en-US"){let t=u8(e);return n=>(n instanceof Date?c8:typeof n=="number"?t:He)(n)}var er=f8();var Je=(typeof window<"u"?window.devicePixelRatio>1:typeof it>"u")?0:.5,d8=0;function $2(){return`plot-clip-${++d8}`}function S2(e,{title:t,href:n,ariaLabel:r,ariaDescription:i,ariaHidden:s,target:o,fill:a,fillOpacity:l,stroke:u,strokeWidth:c,strokeOpacity:f,strokeLinejoin:d,strokeLinecap:h,strokeMiterlimit:p,strokeDasharray:m,strokeDashoffset:y,opacity:b,mixBlendMode:v,imageFilter:$,paintOrder:x,pointerEvents:k,shapeRendering:w,channels:S},{ariaLabel:C,fill:M="currentColor",fillOpacity:D,stroke:E="none",strokeOpacity:P,strokeWidth:F,strokeLinecap:R,strokeLinejoin:T,strokeMiterlimit:B,paintOrder:O}){M===null&&(a=null,l=null),E===null&&(u=null,f=null),ot(M)?!ot(E)&&(!ot(a)||S?.fill)&&(E="none"):ot(E)&&(!ot(u)||S?.stroke)&&(M="none");let[X,z]=At(a,M),[H,j]=Oe(l,D),[W,U]=At(u,E),[oe,le]=Oe(f,P),[ce,q]=Oe(b);rs(U)||(c===void 0&&(c=F),h===void 0&&(h=R),d===void 0&&(d=T),p===void 0&&!X_(d)&&(p=B),!rs(z)&&x===void 0&&(x=O));let[ee,L]=Oe(c);return M!==null&&(e.fill=ze(z,"currentColor"),e.fillOpacity=dl(j,1)),E!==null&&(e.stroke=ze(U,"none"),e.strokeWidth=dl(L,1),e.strokeOpacity=dl(le,1),e.strokeLinejoin=ze(d,"miter"),e.strokeLinecap=ze(h,"butt"),e.strokeMiterlimit=dl(p,4),e.strokeDasharray=ze(m,"none"),e.strokeDashoffset=ze(y,"0")),e.target=He(o),e.ariaLabel=He(C),e.ariaDescription=He(i),e.ariaHidden=He(s),e.opacity=dl(q,1),e.mixBlendMode=ze(v,"normal"),e.imageFilter=ze($,"none"),e.paintOrder=ze(x,"normal"),e.pointerEvents=ze(k,"auto"),e.shapeRendering=ze(w,"auto"),{title:{value:t,optional:!0,filter:null},href:{value:n,optional:!0,filter:null},ariaLabel:{value:r,optional:!0,filter:null},fill:{value:X,scale:"auto",optional:!0},fillOpacity:{value:H,scale:"auto",optional:!0},stroke:{value:W,scale:"auto",optional:!0},strokeOpacity:{value:oe,scale:"auto",optional:!0},strokeWidth:{value:ee,optional:!0},opacity:{value:ce,scale:"auto",optional:!0}}}function h8(e,t){t&&e.filter(n=>Qa(t[n])).append("title").call(m8,t)}function p8(e,t){t&&e.filter(([n])=>Qa(t[n])).append("title").call(g8,t)}function m8(e,t){t&&e.text(n=>er(t[n]))}function g8(e,t){t&&e.text(([n])=>er(t[n]))}function Ze(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&Q(e,"aria-label",d=>r[d]),s&&Q(e,"fill",d=>s[d]),o&&Q(e,"fill-opacity",d=>o[d]),a&&Q(e,"stroke",d=>a[d]),l&&Q(e,"stroke-opacity",d=>l[d]),u&&Q(e,"stroke-width",d=>u[d]),c&&Q(e,"opacity",d=>c[d]),f&&k2(e,d=>f[d],t),n||h8(e,i)}function kf(e,{target:t,tip:n},{ariaLabel:r,title:i,fill:s,fillOpacity:o,stroke:a,strokeOpacity:l,strokeWidth:u,opacity:c,href:f}){r&&Q(e,"aria-label",([d])=>r[d]),s&&Q(e,"fill",([d])=>s[d]),o&&Q(e,"fill-opacity",([d])=>o[d]),a&&Q(e,"stroke",([d])=>a[d]),l&&Q(e,"stroke-opacity",([d])=>l[d]),u&&Q(e,"stroke-width",([d])=>u[d]),c&&Q(e,"opacity",([d])=>c[d]),f&&k2(e,([d])=>f[d],t),n||p8(e,i)}function b8({ariaLabel:e,title:t,fill:n,fillOpacity:r,stroke:i,strokeOpacity:s,strokeWidth:o,opacity:a,href:l},{tip:u}){return[e,u?void 0:t,n,r,i,s,o,a,l].filter(c=>c!==void 0)}function y8(e,t,n){let r=Di(e,i=>t[i]);return n===void 0&&r.size>1+e.length>>1&&Dt("Warning: the implicit z channel has high cardinality. This may occur when the fill or stroke channel is associated with quantitative data rather than ordinal or categorical data. You can suppress this warning by setting the z option explicitly; if this data represents a single series, set z to null."),r.values()}function*Tf(e,t,n,r){let{z:i}=n,{z:s}=r,o=b8(r,n),a=[...t,...o];for(let l of s?y8(e,s,i):[e]){let u,c;e:for(let f of l){for(let d of a)if(!un(d[f])){c&&c.push(-1);continue e}if(u===void 0){c&&(yield c),u=o.map(d=>cn(d[f])),c=[f];continue}c.push(f);for(let d=0;d<o.length;++d)if(cn(o[d][f])!==u[d]){yield c,u=o.map(p=>cn(p[f])),c=[f];continue e}}c&&(yield c)}}function v8(e,t,n,r){let i,{clip:s=r.clip}=t;s==="frame"?(e=ue("svg:g",r).each(function(){this.appendChild(e.node()),e.node=()=>this}),i=w8(r,n)):s&&(i=$8(s,r)),Q(e,"aria-label",t.ariaLabel),Q(e,"aria-description",t.ariaDescription),Q(e,"aria-hidden",t.ariaHidden),Q(e,"clip-path",i)}function x8(e){let t=new WeakMap;return(n,r)=>{let i=t.get(n);if(!i){let s=$2();vn(n.ownerSVGElement).append("clipPath").attr("id",s).call(e,n,r),t.set(n,i=`url(#${s})`)}return i}}var w8=x8((e,t,n)=>{let{width:r,height:i,marginLeft:s,marginRight:o,marginTop:a,marginBottom:l}=n;e.append("rect").attr("x",s).attr("y",a).attr("width",r-o-s).attr("height",i-a-l)}),_2=new WeakMap,_8={type:"Sphere"};function $8(e,t){let n,r;if((n=_2.get(t))||_2.set(t,n=new WeakMap),e.type==="Sphere"&&(e=_8),!(r=n.get(e))){let i=$2();vn(t.ownerSVGElement).append("clipPath").attr("id",i).append("path").attr("d",t.path()(e)),n.set(e,r=`url(#${i})`)}return r}function De(e,t,n,r){v8(e,t,n,r),Q(e,"class",t.className),Q(e,"fill",t.fill),Q(e,"fill-opacity",t.fillOpacity),Q(e,"stroke",t.stroke),Q(e,"stroke-width",t.strokeWidth),Q(e,"stroke-opacity",t.strokeOpacity),Q(e,"stroke-linejoin",t.strokeLinejoin),Q(e,"stroke-linecap",t.strokeLinecap),Q(e,"stroke-miterlimit",t.strokeMiterlimit),Q(e,"stroke-dasharray",t.strokeDasharray),Q(e,"stroke-dashoffset",t.strokeDashoffset),Q(e,"shape-rendering",t.shapeRendering),Q(e,"filter",t.imageFilter),Q(e,"paint-order",t.paintOrder);let{pointerEvents:i=r.pointerSticky===!1?"none":void 0}=t;Q(e,"pointer-events",i)}function Me(e,t){S8(e,"mix-blend-mode",t.mixBlendMode),Q(e,"opacity",t.opacity)}function k2(e,t,n){e.each(function(r){let i=t(r);if(i!=null){let s=this.ownerDocument.createElementNS(Zr.svg,"a");s.setAttribute("fill","inherit"),s.setAttributeNS(Zr.xlink,"href",i),n!=null&&s.setAttribute("target",n),this.parentNode.insertBefore(s,this).appendChild(this)}})}function Q(e,t,n){n!=null&&e.attr(t,n)}function S8(e,t,n){n!=null&&e.style(t,n)}function Le(e,t,{x:n,y:r},i=Je,s=Je){i+=t.dx,s+=t.dy,n?.bandwidth&&(i+=n.bandwidth()/2),r?.bandwidth&&(s+=r.bandwidth()/2),(i||s)&&e.attr("transform",`translate(${i},${s})`)}function ze(e,t){if((e=He(e))!==t)return e}function dl(e,t){if((e=Ae(e))!==t)return e}var k8=/^-?([_a-z]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])([_a-z0-9-]|[\240-\377]|\\[0-9a-f]{1,6}(\r\n|[ \t\r\n\f])?|\\[^\r\n\f0-9a-f])*$/i;function Oo(e){if(e===void 0)return"plot-d6a7b5";if(e=`${e}`,!k8.test(e))throw new Error(`invalid class name: ${e}`);return e}function zo(e,t){if(typeof t=="string")e.property("style",t);else if(t!=null)for(let n of e)Object.assign(n.style,t)}function tr({frameAnchor:e},{width:t,height:n,marginTop:r,marginRight:i,marginBottom:s,marginLeft:o}){return[/left$/.test(e)?o:/right$/.test(e)?t-i:(o+t-i)/2,/^top/.test(e)?r:/^bottom/.test(e)?n-s:(r+n-s)/2]}var be=class{constructor(t,n={},r={},i){let{facet:s="auto",facetAnchor:o,fx:a,fy:l,sort:u,dx:c=0,dy:f=0,margin:d=0,marginTop:h=d,marginRight:p=d,marginBottom:m=d,marginLeft:y=d,className:b,clip:v=i?.clip,channels:$,tip:x,render:k}=r;if(this.data=t,this.sort=li(u)?u:null,this.initializer=Mr(r).initializer,this.transform=this.initializer?r.transform:as(r).transform,s===null||s===!1?this.facet=null:(this.facet=St(s===!0?"include":s,"facet",["auto","include","exclude","super"]),this.fx=t===_o&&typeof a=="string"?[a]:a,this.fy=t===_o&&typeof l=="string"?[l]:l),this.facetAnchor=h2(o),n=wg(n),$!==void 0&&(n={...T8($),...n}),i!==void 0&&(n={...S2(this,r,i),...n}),this.channels=Object.fromEntries(Object.entries(n).map(([w,S])=>{if(So(S.value)){let{value:C,label:M=S.label,scale:D=S.scale}=S.value;S={...S,label:M,scale:D,value:C}}if(t===_o&&typeof S.value=="string"){let{value:C}=S;S={...S,value:[C]}}return[w,S]}).filter(([w,{value:S,optional:C}])=>{if(S!=null)return!0;if(C)return!1;throw new Error(`missing channel value: ${w}`)})),this.dx=+c,this.dy=+f,this.marginTop=+h,this.marginRight=+p,this.marginBottom=+m,this.marginLeft=+y,this.clip=df(v),this.tip=C8(x),this.className=He(b),this.facet==="super"){if(a||l)throw new Error("super-faceting cannot use fx or fy");for(let w in this.channels){let{scale:S}=n[w];if(!(S!=="x"&&S!=="y"))throw new Error("super-faceting cannot use x or y")}}k!=null&&(this.render=eb(k,this.render))}initialize(t,n,r){let i=Cr(this.data);t===void 0&&i!=null&&(t=[kt(i)]);let s=t;this.transform!=null&&({facets:t,data:i}=this.transform(i,t,r),i=Cr(i)),t!==void 0&&(t.original=s);let o=m$(this.channels,i);return this.sort!=null&&b$(i,t,o,n,this.sort),{data:i,facets:t,channels:o}}filter(t,n,r){for(let i in n){let{filter:s=un}=n[i];if(s!==null){let o=r[i];t=t.filter(a=>s(o[a]))}}return t}project(t,n,r){for(let i in t)if(t[i].scale==="x"&&/^x|x$/.test(i)){let s=i.replace(/^x|x$/,"y");s in t&&t[s].scale==="y"&&b2(i,s,n,r.projection)}}scale(t,n,r){let i=g$(t,n);return r.projection&&this.project(t,i,r),i}};function Qg(...e){return e.plot=be.prototype.plot,e}function eb(e,t){if(e==null)return t===null?void 0:t;if(t==null)return e===null?void 0:e;if(typeof e!="function")throw new TypeError(`invalid render transform: ${e}`);if(typeof t!="function")throw new TypeError(`invalid render transform: ${t}`);return function(n,r,i,s,o,a){return e.call(this,n,r,i,s,o,(l,u,c,f,d)=>t.call(this,l,u,c,f,d,a))}}function T8(e){return Object.fromEntries(Object.entries(wg(e)).map(([t,n])=>(n=typeof n=="string"?{value:n,label:t}:Zn(n),n.filter===void 0&&n.scale==null&&(n={...n,filter:null}),[t,n])))}function C8(e){return e===!0?"xy":e===!1||e==null?null:typeof e=="string"?St(e,"tip",["x","y","xy"]):e}function ls(e,t){return e?.tip===!0?{...e,tip:t}:Sn(e?.tip)&&e.tip.pointer===void 0?{...e,tip:{...e.tip,pointer:t}}:e}function C2(e,t,n={}){let r=.5-Je,i=.5+Je,s=.5+Je,o=.5-Je;for(let{marginTop:m,marginRight:y,marginBottom:b,marginLeft:v}of t)m>r&&(r=m),y>i&&(i=y),b>s&&(s=b),v>o&&(o=v);let{margin:a,marginTop:l=a!==void 0?a:r,marginRight:u=a!==void 0?a:i,marginBottom:c=a!==void 0?a:s,marginLeft:f=a!==void 0?a:o}=n;l=+l,u=+u,c=+c,f=+f;let{width:d=640,height:h=M8(e,n,{width:d,marginTopDefault:r,marginRightDefault:i,marginBottomDefault:s,marginLeftDefault:o})+Math.max(0,l-r+c-s)}=n;d=+d,h=+h;let p={width:d,height:h,marginTop:l,marginRight:u,marginBottom:c,marginLeft:f};if(e.fx||e.fy){let{margin:m,marginTop:y=m!==void 0?m:l,marginRight:b=m!==void 0?m:u,marginBottom:v=m!==void 0?m:c,marginLeft:$=m!==void 0?m:f}=n.facet??{};y=+y,b=+b,v=+v,$=+$,p.facet={marginTop:y,marginRight:b,marginBottom:v,marginLeft:$}}return p}function M8({x:e,y:t,fy:n,fx:r},{projection:i,aspectRatio:s},{width:o,marginTopDefault:a,marginRightDefault:l,marginBottomDefault:u,marginLeftDefault:c}){let f=n&&n.scale.domain().length||1,d=v2(i);if(d){let p=r?r.scale.domain().length:1,m=(1.1*f-.1)/(1.1*p-.1)*d,y=Math.max(.1,Math.min(10,m));return Math.round((o-c-l)*y+a+u)}let h=t?Qn(t)?t.scale.domain().length||1:Math.max(7,17/f):1;if(s!=null){if(s=+s,!(isFinite(s)&&s>0))throw new Error(`invalid aspectRatio: ${s}`);let p=T2("y",t)/(T2("x",e)*s),m=r?r.scale.bandwidth():1,y=n?n.scale.bandwidth():1,b=m*(o-c-l)-e.insetLeft-e.insetRight;return(p*b+t.insetTop+t.insetBottom)/y+a+u}return!!(t||n)*Math.max(1,Math.min(60,h*f))*20+!!r*30+60}function T2(e,t){if(!t)throw new Error(`aspectRatio requires ${e} scale`);let{type:n,domain:r}=t,i;switch(n){case"linear":case"utc":case"time":i=Number;break;case"pow":{let a=t.scale.exponent();i=l=>Math.pow(l,a);break}case"log":i=Math.log;break;case"point":case"band":return r.length;default:throw new Error(`unsupported ${e} scale for aspectRatio: ${n}`)}let[s,o]=ft(r);return Math.abs(i(o)-i(s))}var M2=new WeakMap;function tb(e,t,{x:n,y:r,px:i,py:s,maxRadius:o=40,channels:a,render:l,...u}={}){return o=+o,i!=null&&(n??=null,a={...a,px:{value:i,scale:"x"}}),s!=null&&(r??=null,a={...a,py:{value:s,scale:"y"}}),{x:n,y:r,channels:a,...u,render:eb(function(c,f,d,h,p,m){p={...p,pointerSticky:!1};let y=p.ownerSVGElement,{data:b}=p.getMarkState(this),v=M2.get(y);v||M2.set(y,v={sticky:!1,roots:[],renders:[]});let $=v.renders.push(U)-1,{x,y:k,fx:w,fy:S}=f,C=w?w(c.fx)-h.marginLeft:0,M=S?S(c.fy)-h.marginTop:0;x?.bandwidth&&(C+=x.bandwidth()/2),k?.bandwidth&&(M+=k.bandwidth()/2);let D=c.fi!=null,E;if(D){let q=v.facetStates;q||(v.facetStates=q=new Map),E=q.get(this),E||q.set(this,E=new Map)}let[P,F]=tr(this,h),{px:R,py:T}=d,B=R?q=>R[q]:rb(d,P),O=T?q=>T[q]:ib(d,F),X,z,H,j;function W(q,ee){if(D)if(j&&(j=cancelAnimationFrame(j)),q==null)E.delete(c.fi);else{E.set(c.fi,ee),j=requestAnimationFrame(()=>{j=null;for(let[L,K]of E)if(K<ee||K===ee&&L<c.fi){q=null;break}U(q)});return}U(q)}function U(q){if(X===q&&H===v.sticky)return;X=q,H=p.pointerSticky=v.sticky;let ee=X==null?[]:[X];D&&(ee.fx=c.fx,ee.fy=c.fy,ee.fi=c.fi);let L=m(ee,f,d,h,p);if(z){if(D){let K=z.parentNode,Y=z.getAttribute("transform"),A=L.getAttribute("transform");Y?L.setAttribute("transform",Y):L.removeAttribute("transform"),A?K.setAttribute("transform",A):K.removeAttribute("transform"),L.removeAttribute("aria-label"),L.removeAttribute("aria-description"),L.removeAttribute("aria-hidden")}z.replaceWith(L)}if(v.roots[$]=z=L,!(X==null&&E?.size>1)){let K=X==null?null:_n(b)?b[X]:b.get(X);p.dispatchValue(K)}return L}function oe(q){if(v.sticky||q.pointerType==="mouse"&&q.buttons===1)return;let[ee,L]=F0(q);ee-=C,L-=M;let K=ee<h.marginLeft||ee>h.width-h.marginRight?1:e,Y=L<h.marginTop||L>h.height-h.marginBottom?1:t,A=null,de=o*o;for(let J of c){let pe=K*(B(J)-ee),ke=Y*(O(J)-L),dt=pe*pe+ke*ke;dt<=de&&(A=J,de=dt)}if(A!=null&&(e!==1||t!==1)){let J=B(A)-ee,pe=O(A)-L;de=J*J+pe*pe}W(A,de)}function le(q){q.pointerType==="mouse"&&X!=null&&(v.sticky&&v.roots.some(ee=>ee?.contains(q.target))||(v.sticky?(v.sticky=!1,v.renders.forEach(ee=>ee(null))):(v.sticky=!0,U(X)),q.stopImmediatePropagation()))}function ce(q){q.pointerType==="mouse"&&(v.sticky||W(null))}return y.addEventListener("pointerenter",oe),y.addEventListener("pointermove",oe),y.addEventListener("pointerdown",le),y.addEventListener("pointerleave",ce),U(null)},l)}}function R2(e){return tb(1,1,e)}function E2(e){return tb(1,.01,e)}function nb(e){return tb(.01,1,e)}function rb({x1:e,x2:t,x:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function ib({y1:e,y2:t,y:n=e},r){return e&&t?i=>(e[i]+t[i])/2:n?i=>n[i]:()=>r}function Cf(e){return Qn(e)&&e.interval===void 0?void 0:"tabular-nums"}function A2(e,t){let{label:n=e.label,tickSize:r=6,width:i=240,height:s=44+r,marginTop:o=18,marginRight:a=0,marginBottom:l=16+r,marginLeft:u=0,style:c,ticks:f=(i-u-a)/64,tickFormat:d,fontVariant:h=Cf(e),round:p=!0,opacity:m,className:y}=t,b=Io(t);y=Oo(y),m=Oe(m)[1],d===null&&(d=()=>null);let v=ue("svg",b).attr("class",`${y}-ramp`).attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("width",i).attr("height",s).attr("viewBox",`0 0 ${i} ${s}`).call(P=>P.append("style").text(`:where(.${y}-ramp) {
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
  overflow: visible;
}
:where(.${y}-ramp text) {
  white-space: pre;
}`)).call(zo,c),$=P=>P.selectAll(".tick line").attr("y1",o+l-s),x,k=p?(P,F)=>P.rangeRound(F):(P,F)=>P.range(F),{type:w,domain:S,range:C,interpolate:M,scale:D,pivot:E}=e;if(M){let P=C===void 0?M:ei(M.length===1?cl(M):M,C);x=k(D.copy(),wt(We(u,i-a),Math.min(S.length+(E!==void 0),C===void 0?1/0:C.length)));let F=256,R=b.document.createElement("canvas");R.width=F,R.height=1;let T=R.getContext("2d");for(let B=0,O=F-1;B<F;++B)T.fillStyle=P(B/O),T.fillRect(B,0,1,1);v.append("image").attr("opacity",m).attr("x",u).attr("y",o).attr("width",i-u-a).attr("height",s-o-l).attr("preserveAspectRatio","none").attr("xlink:href",R.toDataURL())}else if(w==="threshold"){let P=S,F=d===void 0?R=>R:typeof d=="string"?Bn(d):d;x=k(Ya().domain([-1,C.length-1]),[u,i-a]),v.append("g").attr("fill-opacity",m).selectAll().data(C).enter().append("rect").attr("x",(R,T)=>x(T-1)).attr("y",o).attr("width",(R,T)=>x(T)-x(T-1)).attr("height",s-o-l).attr("fill",R=>R),f=ve(P,(R,T)=>T),d=R=>F(P[R],R)}else x=k(bo().domain(S),[u,i-a]),v.append("g").attr("fill-opacity",m).selectAll().data(S).enter().append("rect").attr("x",x).attr("y",o).attr("width",Math.max(0,x.bandwidth()-1)).attr("height",s-o-l).attr("fill",D),$=()=>{};return v.append("g").attr("transform",`translate(0,${s-l})`).call(M0(x).ticks(Array.isArray(f)?null:f,typeof d=="string"?d:void 0).tickFormat(typeof d=="function"?d:void 0).tickSize(r).tickValues(Array.isArray(f)?f:null)).attr("font-size",null).attr("font-family",null).attr("font-variant",ze(h,"normal")).call($).call(P=>P.select(".domain").remove()),n!==void 0&&v.append("text").attr("x",u).attr("y",o-6).attr("fill","currentColor").attr("font-weight","bold").text(n),v.node()}var sb=Math.PI/180;function us(e,{marker:t,markerStart:n=t,markerMid:r=t,markerEnd:i=t}={}){e.markerStart=ob(n),e.markerMid=ob(r),e.markerEnd=ob(i)}function ob(e){if(e==null||e===!1)return null;if(e===!0)return D2;if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"none":return null;case"arrow":return P2("auto");case"arrow-reverse":return P2("auto-start-reverse");case"dot":return R8;case"circle":case"circle-fill":return D2;case"circle-stroke":return E8;case"tick":return ab("auto");case"tick-x":return ab(90);case"tick-y":return ab(0)}throw new Error(`invalid marker: ${e}`)}function P2(e){return(t,n)=>ue("svg:marker",n).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("orient",e).attr("fill","none").attr("stroke",t).attr("stroke-width",1.5).attr("stroke-linecap","round").attr("stroke-linejoin","round").call(r=>r.append("path").attr("d","M-1.5,-3l3,3l-3,3")).node()}function R8(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","none").call(n=>n.append("circle").attr("r",2.5)).node()}function D2(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill",e).attr("stroke","var(--plot-background)").attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function E8(e,t){return ue("svg:marker",t).attr("viewBox","-5 -5 10 10").attr("markerWidth",6.67).attr("markerHeight",6.67).attr("fill","var(--plot-background)").attr("stroke",e).attr("stroke-width",1.5).call(n=>n.append("circle").attr("r",3)).node()}function ab(e){return(t,n)=>ue("svg:marker",n).attr("viewBox","-3 -3 6 6").attr("markerWidth",6).attr("markerHeight",6).attr("orient",e).attr("stroke",t).call(r=>r.append("path").attr("d","M0,-3v6")).node()}var A8=0;function hl(e,t,{stroke:n},r){return I2(e,t,n&&(i=>n[i]),null,r)}function L2(e,t,{stroke:n,z:r},i){return I2(e,t,n&&(([s])=>n[s]),r,i)}var lb=1,N2=2;function P8(e,t){let n=new Uint8Array(t.length),r=e.data().filter(s=>s.length>1),i=r.length;for(let s=0,o=$f;s<i;++s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=cn(t[l]))&&(n[l]|=lb)}}for(let s=i-1,o=$f;s>=0;--s){let a=r[s];if(a.length>1){let l=a[0];o!==(o=cn(t[l]))&&(n[l]|=N2)}}return([s])=>n[s]}function I2(e,{markerStart:t,markerMid:n,markerEnd:r,stroke:i},s=()=>i,o,a){if(!t&&!n&&!r)return;let l=new Map,u=o&&P8(e,o);function c(f,d,h){return function(p){if(h&&!h(p))return;let m=s(p),y=l.get(d);y||l.set(d,y=new Map);let b=y.get(m);if(!b){let v=this.parentNode.insertBefore(d(m,a),this),$=`plot-marker-${++A8}`;v.setAttribute("id",$),y.set(m,b=`url(#${$})`)}this.setAttribute(f,b)}}t&&e.each(c("marker-start",t,u&&(f=>u(f)&lb))),n&&u&&e.each(c("marker-start",n,f=>!(u(f)&lb))),n&&e.each(c("marker-mid",n)),r&&e.each(c("marker-end",r,u&&(f=>u(f)&N2)))}function Bo({inset:e,insetLeft:t,insetRight:n,...r}={}){return[t,n]=O2(e,t,n),{inset:e,insetLeft:t,insetRight:n,...r}}function Mf({inset:e,insetTop:t,insetBottom:n,...r}={}){return[t,n]=O2(e,t,n),{inset:e,insetTop:t,insetBottom:n,...r}}function O2(e,t,n){return e===void 0&&t===void 0&&n===void 0?Je?[1,0]:[.5,.5]:[t,n]}function z2(e,{interval:t}){return e={...Zn(e)},e.interval=lf(e.interval===void 0?t:e.interval),e}function ub(e,t,n,r){let{[e]:i,[`${e}1`]:s,[`${e}2`]:o}=n,{value:a,interval:l}=z2(i,n);if(a==null||l==null&&!r)return n;let u=Tn(i);if(l==null){let h,p={transform:m=>h||(h=Ce(m,a)),label:u};return{...n,[e]:void 0,[`${e}1`]:s===void 0?p:s,[`${e}2`]:o===void 0&&!(s===o&&r)?p:o}}let c,f;function d(h){return f!==void 0&&h===c?f:f=ve(Ce(c=h,a),p=>l.floor(p))}return t({...n,[e]:void 0,[`${e}1`]:s===void 0?{transform:d,label:u}:s,[`${e}2`]:o===void 0?{transform:h=>d(h).map(p=>l.offset(p)),label:u}:o})}function B2(e,t,n){let{[e]:r}=n,{value:i,interval:s}=z2(r,n);return i==null||s==null?n:t({...n,[e]:{label:Tn(r),transform:o=>{let a=ve(Ce(o,i),u=>s.floor(u)),l=a.map(u=>s.offset(u));return a.map(Fe(a)?(u,c)=>u==null||isNaN(u=+u)||(c=l[c],c==null)||isNaN(c=+c)?void 0:new Date((u+c)/2):(u,c)=>u==null||(c=l[c],c==null)?NaN:(+u+ +c)/2)}}})}function F2(e={}){return ub("x",Bo,e,!0)}function cb(e={}){return ub("x",Bo,e)}function Rf(e={}){return ub("y",Mf,e)}function H2(e={}){return B2("x",Bo,e)}function V2(e={}){return B2("y",Mf,e)}var K2={ariaLabel:"rule",fill:null,stroke:"currentColor"},Ef=class extends be{constructor(t,n={}){let{x:r,y1:i,y2:s,inset:o=0,insetTop:a=o,insetBottom:l=o}=n;super(t,{x:{value:r,scale:"x",optional:!0},y1:{value:i,scale:"y",optional:!0},y2:{value:s,scale:"y",optional:!0}},ls(n,"x"),K2),this.insetTop=Ae(a),this.insetBottom=Ae(l),us(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y1:u,y2:c}=r,{width:f,height:d,marginTop:h,marginRight:p,marginLeft:m,marginBottom:y}=i,{insetTop:b,insetBottom:v}=this;return ue("svg:g",s).call(De,this,i,s).call(Le,this,{x:l&&o},Je,0).call($=>$.selectAll().data(t).enter().append("line").call(Me,this).attr("x1",l?x=>l[x]:(m+f-p)/2).attr("x2",l?x=>l[x]:(m+f-p)/2).attr("y1",u&&!Cn(a)?x=>u[x]+b:h+b).attr("y2",c&&!Cn(a)?a.bandwidth?x=>c[x]+a.bandwidth()-v:x=>c[x]-v:d-y-v).call(Ze,this,r).call(hl,this,r,s)).node()}},Af=class extends be{constructor(t,n={}){let{x1:r,x2:i,y:s,inset:o=0,insetRight:a=o,insetLeft:l=o}=n;super(t,{y:{value:s,scale:"y",optional:!0},x1:{value:r,scale:"x",optional:!0},x2:{value:i,scale:"x",optional:!0}},ls(n,"y"),K2),this.insetRight=Ae(a),this.insetLeft=Ae(l),us(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{y:l,x1:u,x2:c}=r,{width:f,height:d,marginTop:h,marginRight:p,marginLeft:m,marginBottom:y}=i,{insetLeft:b,insetRight:v}=this;return ue("svg:g",s).call(De,this,i,s).call(Le,this,{y:l&&a},0,Je).call($=>$.selectAll().data(t).enter().append("line").call(Me,this).attr("x1",u&&!Cn(o)?x=>u[x]+b:m+b).attr("x2",c&&!Cn(o)?o.bandwidth?x=>c[x]+o.bandwidth()-v:x=>c[x]-v:f-p-v).attr("y1",l?x=>l[x]:(h+d-y)/2).attr("y2",l?x=>l[x]:(h+d-y)/2).call(Ze,this,r).call(hl,this,r,s)).node()}};function mt(e,t){let{x:n=ge,y:r,y1:i,y2:s,...o}=Rf(t);return[i,s]=q2(r,i,s),new Ef(e,{...o,x:n,y1:i,y2:s})}function Rn(e,t){let{y:n=ge,x:r,x1:i,x2:s,...o}=cb(t);return[i,s]=q2(r,i,s),new Af(e,{...o,y:n,x1:i,x2:s})}function q2(e,t,n){if(e==null){if(t===void 0){if(n!==void 0)return[0,n]}else if(n===void 0)return[0,t]}else{if(t===void 0)return n===void 0?[0,e]:[e,n];if(n===void 0)return[e,t]}return[t,n]}function Fo(e,...t){let n=t.length;for(let r=0,i=!0;r<n;++r)typeof t[r]!="function"&&(i&&(e=e.slice(),i=!1),e.splice(r,2,e[r]+t[r]+e[r+1]),t.splice(r,1),--r,--n);return r=>{let i=e[0];for(let s=0;s<n;++s)i+=t[s](r)+e[s+1];return i}}var D8={ariaLabel:"text",strokeLinejoin:"round",strokeWidth:3,paintOrder:"stroke"},Y2="\xAD",pl=class extends be{constructor(t,n={}){let{x:r,y:i,text:s=Pt(t)&&uf(t)?ge:$n,frameAnchor:o,textAnchor:a=/right$/i.test(o)?"end":/left$/i.test(o)?"start":"middle",lineAnchor:l=/^top/i.test(o)?"top":/^bottom/i.test(o)?"bottom":"middle",lineHeight:u=1,lineWidth:c=1/0,textOverflow:f,monospace:d,fontFamily:h=d?"ui-monospace, monospace":void 0,fontSize:p,fontStyle:m,fontVariant:y,fontWeight:b,rotate:v}=n,[$,x]=Oe(v,0),[k,w]=O8(p);if(super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},fontSize:{value:k,optional:!0},rotate:{value:U_($),optional:!0},text:{value:s,filter:Qa,optional:!0}},n,D8),this.rotate=x,this.textAnchor=ze(a,"middle"),this.lineAnchor=St(l,"lineAnchor",["top","middle","bottom"]),this.lineHeight=+u,this.lineWidth=+c,this.textOverflow=db(f),this.monospace=!!d,this.fontFamily=He(h),this.fontSize=w,this.fontStyle=He(m),this.fontVariant=He(y),this.fontWeight=He(b),this.frameAnchor=fi(o),!(this.lineWidth>=0))throw new Error(`invalid lineWidth: ${c}`);this.splitLines=mb(this),this.clipLine=gb(this)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,rotate:c,text:f,title:d,fontSize:h}=r,{rotate:p}=this,[m,y]=tr(this,i);return ue("svg:g",s).call(De,this,i,s).call(pb,this,f,i).call(Le,this,{x:l&&o,y:u&&a}).call(b=>b.selectAll().data(t).enter().append("text").call(Me,this).call(L8,this,f,d).attr("transform",Fo`translate(${l?v=>l[v]:m},${u?v=>u[v]:y})${c?v=>` rotate(${c[v]})`:p?` rotate(${p})`:""}`).call(Q,"font-size",h&&(v=>h[v])).call(Ze,this,r)).node()}};function db(e){return e==null?null:St(e,"textOverflow",["clip","ellipsis","clip-start","clip-end","ellipsis-start","ellipsis-middle","ellipsis-end"]).replace(/^(clip|ellipsis)$/,"$1-end")}function L8(e,t,n,r){if(!n)return;let{lineAnchor:i,lineHeight:s,textOverflow:o,splitLines:a,clipLine:l}=t;e.each(function(u){let c=a(er(n[u])??"").map(l),f=c.length,d=i==="top"?.71:i==="bottom"?1-f:(164-f*100)/200;if(f>1){let h=0;for(let p=0;p<f;++p){if(++h,!c[p])continue;let m=this.ownerDocument.createElementNS(Zr.svg,"tspan");m.setAttribute("x",0),p===h-1?m.setAttribute("y",`${(d+p)*s}em`):m.setAttribute("dy",`${h*s}em`),m.textContent=c[p],this.appendChild(m),h=0}}else d&&this.setAttribute("y",`${d*s}em`),this.textContent=c[0];if(o&&!r&&c[0]!==n[u]){let h=this.ownerDocument.createElementNS(Zr.svg,"title");h.textContent=n[u],this.appendChild(h)}})}function hb(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=kn(t,n)),new pl(e,{...r,x:t,y:n})}function X2(e,{x:t=ge,...n}={}){return new pl(e,V2({...n,x:t}))}function J2(e,{y:t=ge,...n}={}){return new pl(e,H2({...n,y:t}))}function pb(e,t,n){Q(e,"text-anchor",t.textAnchor),Q(e,"font-family",t.fontFamily),Q(e,"font-size",t.fontSize),Q(e,"font-style",t.fontStyle),Q(e,"font-variant",t.fontVariant===void 0?N8(n):t.fontVariant),Q(e,"font-weight",t.fontWeight)}function N8(e){return e&&(W_(e)||Fe(e))?"tabular-nums":void 0}var I8=new Set(["inherit","initial","revert","unset","xx-small","x-small","small","medium","large","x-large","xx-large","xxx-large","larger","smaller"]);function O8(e){return e==null||typeof e=="number"?[void 0,e]:typeof e!="string"?[e,void 0]:(e=e.trim().toLowerCase(),I8.has(e)||/^[+-]?\d*\.?\d+(e[+-]?\d+)?(\w*|%)$/.test(e)?[void 0,e]:[e,void 0])}function z8(e,t,n){let r=[],i,s=0;for(let[o,a,l]of B8(e)){if(i===void 0&&(i=o),s>i&&n(e,i,a)>t&&(r.push(e.slice(i,s)+(e[s-1]===Y2?"-":"")),i=o),l){r.push(e.slice(i,a)),i=void 0;continue}s=a}return r}function*B8(e){let t=0,n=0,r=e.length;for(;n<r;){let i=1;switch(e[n]){case Y2:case"-":++n,yield[t,n,!1],t=n;break;case" ":for(yield[t,n,!1];e[++n]===" ";);t=n;break;case"\r":e[n+1]===`
`&&++i;case`
`:yield[t,n,!0],n+=i,t=n;break;default:++n;break}}yield[t,n,!0]}var U2={a:56,b:63,c:57,d:63,e:58,f:37,g:62,h:60,i:26,j:26,k:55,l:26,m:88,n:60,o:60,p:62,q:62,r:39,s:54,t:38,u:60,v:55,w:79,x:54,y:55,z:55,A:69,B:67,C:73,D:74,E:61,F:58,G:76,H:75,I:28,J:55,K:67,L:58,M:89,N:75,O:78,P:65,Q:78,R:67,S:65,T:65,U:75,V:69,W:98,X:69,Y:67,Z:67,0:64,1:48,2:62,3:64,4:66,5:63,6:65,7:58,8:65,9:65," ":29,"!":32,'"':49,"'":31,"(":39,")":39,",":31,"-":48,".":31,"/":32,":":31,";":31,"?":52,"\u2018":31,"\u2019":31,"\u201C":47,"\u201D":47,"\u2026":82};function Pf(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=Ho(e,i))r+=U2[e[i]]??(Q2(e,i)?120:U2.e);return r}function Df(e,t=0,n=e.length){let r=0;for(let i=t;i<n;i=Ho(e,i))r+=Q2(e,i)?126:63;return r}function mb({monospace:e,lineWidth:t,textOverflow:n}){if(n!=null||t==1/0)return s=>s.split(/\r\n?|\n/g);let r=e?Df:Pf,i=t*100;return s=>z8(s,i,r)}function gb({monospace:e,lineWidth:t,textOverflow:n}){if(n==null||t==1/0)return s=>s;let r=e?Df:Pf,i=t*100;switch(n){case"clip-start":return s=>G2(s,i,r,"");case"clip-end":return s=>j2(s,i,r,"");case"ellipsis-start":return s=>G2(s,i,r,cs);case"ellipsis-middle":return s=>F8(s,i,r,cs);case"ellipsis-end":return s=>j2(s,i,r,cs)}}var cs="\u2026";function fs(e,t,n,r){let i=[],s=0;for(let o=0,a=0,l=e.length;o<l;o=a){a=Ho(e,o);let u=n(e,o,a);if(s+u>t){for(s+=r;s>t&&o>0;)a=o,o=i.pop(),s-=n(e,o,a);return[o,t-s]}s+=u,i.push(o)}return[-1,0]}function j2(e,t,n,r){e=e.trim();let i=n(r),[s]=fs(e,t,n,i);return s<0?e:e.slice(0,s).trimEnd()+r}function F8(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r)/2,[o,a]=fs(e,t/2,n,s),[l]=fs(e,i-t/2-a+s,n,-s);return l<0?r:e.slice(0,o).trimEnd()+r+e.slice(Ho(e,l)).trimStart()}function G2(e,t,n,r){e=e.trim();let i=n(e);if(i<=t)return e;let s=n(r),[o]=fs(e,i-t+s,n,-s);return o<0?r:r+e.slice(Ho(e,o)).trimStart()}var fb=/[\p{Combining_Mark}\p{Emoji_Modifier}]+/uy,W2=new RegExp("\\p{Extended_Pictographic}","uy");function Ho(e,t){return t+=H8(e,t)?2:1,K8(e,t)&&(t=fb.lastIndex),V8(e,t)?Ho(e,t+1):t}function Z2(e,t){return e.charCodeAt(t)<128}function H8(e,t){let n=e.charCodeAt(t);if(n>=55296&&n<56320){let r=e.charCodeAt(t+1);return r>=56320&&r<57344}return!1}function V8(e,t){return e.charCodeAt(t)===8205}function K8(e,t){return Z2(e,t)?!1:(fb.lastIndex=t,fb.test(e))}function Q2(e,t){return Z2(e,t)?!1:(W2.lastIndex=t,W2.test(e))}var q8={ariaLabel:"vector",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinejoin:"round",strokeLinecap:"round"},eS=3.5,U8=eS*5,tS={draw(e,t,n){let r=t*n/U8;e.moveTo(0,0),e.lineTo(0,-t),e.moveTo(-r,r-t),e.lineTo(0,-t),e.lineTo(r,r-t)}},j8={draw(e,t,n){e.moveTo(-n,0),e.lineTo(0,-t),e.lineTo(n,0)}},G8=new Map([["arrow",tS],["spike",j8]]);function W8(e){return e&&typeof e.draw=="function"}function Y8(e){if(W8(e))return e;let t=G8.get(`${e}`.toLowerCase());if(t)return t;throw new Error(`invalid shape: ${e}`)}var Lf=class extends be{constructor(t,n={}){let{x:r,y:i,r:s=eS,length:o,rotate:a,shape:l=tS,anchor:u="middle",frameAnchor:c}=n,[f,d]=Oe(o,12),[h,p]=Oe(a,0);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},length:{value:f,scale:"length",optional:!0},rotate:{value:h,optional:!0}},n,q8),this.r=+s,this.length=d,this.rotate=p,this.shape=Y8(l),this.anchor=St(u,"anchor",["start","middle","end"]),this.frameAnchor=fi(c)}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,length:c,rotate:f}=r,{length:d,rotate:h,anchor:p,shape:m,r:y}=this,[b,v]=tr(this,i);return ue("svg:g",s).call(De,this,i,s).call(Le,this,{x:l&&o,y:u&&a}).call($=>$.selectAll().data(t).enter().append("path").call(Me,this).attr("transform",Fo`translate(${l?x=>l[x]:b},${u?x=>u[x]:v})${f?x=>` rotate(${f[x]})`:h?` rotate(${h})`:""}${p==="start"?"":p==="end"?c?x=>` translate(0,${c[x]})`:` translate(0,${d})`:c?x=>` translate(0,${c[x]/2})`:` translate(0,${d/2})`}`).attr("d",c?x=>{let k=zn();return m.draw(k,c[x],y),k}:(()=>{let x=zn();return m.draw(x,d,y),x})()).call(Ze,this,r)).node()}};function nS(e,t={}){let{x:n=ge,...r}=t;return new Lf(e,{...r,x:n})}function rS(e,t={}){let{y:n=ge,...r}=t;return new Lf(e,{...r,y:n})}function hi(e,t){return arguments.length<2&&!Pt(e)&&(t=e,e=null),t===void 0&&(t={}),[e,t]}function Nf({anchor:e}={},t){return e===void 0?t[0]:St(e,"anchor",t)}function iS(e){return Nf(e,["left","right"])}function sS(e){return Nf(e,["right","left"])}function oS(e){return Nf(e,["bottom","top"])}function aS(e){return Nf(e,["top","bottom"])}function yb(){let[e,t]=hi(...arguments);return cS("y",iS(t),e,t)}function lS(){let[e,t]=hi(...arguments);return cS("fy",sS(t),e,t)}function vb(){let[e,t]=hi(...arguments);return fS("x",oS(t),e,t)}function uS(){let[e,t]=hi(...arguments);return fS("fx",aS(t),e,t)}function cS(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:h,tickSize:p=e==="y"?6:0,tickPadding:m,tickRotate:y,x:b,margin:v,marginTop:$=v===void 0?20:v,marginRight:x=v===void 0?t==="right"?40:0:v,marginBottom:k=v===void 0?20:v,marginLeft:w=v===void 0?t==="left"?40:0:v,label:S,labelAnchor:C,labelArrow:M,labelOffset:D,ariaLabel:E=`${e}-axis`,...P}){return p=Ae(p),m=Ae(m),y=Ae(y),C!==void 0&&(C=St(C,"labelAnchor",["center","top","bottom"])),M=$S(M),Qg(p&&!ot(s)?X8(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:p,tickPadding:m,tickRotate:y,x:b,ariaLabel:E,...P}):null,ot(l)?null:Z8(e,t,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:h,textAnchor:c,tickSize:p,tickPadding:m,tickRotate:y,x:b,marginTop:$,marginRight:x,marginBottom:k,marginLeft:w,ariaLabel:E,...P}),!ot(l)&&S!==null?hb([],vS({fill:l,fillOpacity:u,...P},function(F,R,T,B,O){let X=B[e],{marginTop:z,marginRight:H,marginBottom:j,marginLeft:W}=e==="y"&&O.inset||O,U=C??(X.bandwidth?"center":"top"),oe=D??(t==="right"?H:W)-3;return U==="center"?(this.textAnchor=void 0,this.lineAnchor=t==="right"?"bottom":"top",this.frameAnchor=t,this.rotate=-90):(this.textAnchor=t==="right"?"end":"start",this.lineAnchor=U,this.frameAnchor=`${U}-${t}`,this.rotate=0),this.dy=U==="top"?3-z:U==="bottom"?j-3:0,this.dx=t==="right"?oe:-oe,this.ariaLabel=`${E} label`,{facets:[[0]],channels:{text:{value:[_S(e,X,{anchor:t,label:S,labelAnchor:U,labelArrow:M})]}}}})):null)}function fS(e,t,n,{color:r="currentColor",opacity:i=1,stroke:s=r,strokeOpacity:o=i,strokeWidth:a=1,fill:l=r,fillOpacity:u=i,textAnchor:c,textStroke:f,textStrokeOpacity:d,textStrokeWidth:h,tickSize:p=e==="x"?6:0,tickPadding:m,tickRotate:y,y:b,margin:v,marginTop:$=v===void 0?t==="top"?30:0:v,marginRight:x=v===void 0?20:v,marginBottom:k=v===void 0?t==="bottom"?30:0:v,marginLeft:w=v===void 0?20:v,label:S,labelAnchor:C,labelArrow:M,labelOffset:D,ariaLabel:E=`${e}-axis`,...P}){return p=Ae(p),m=Ae(m),y=Ae(y),C!==void 0&&(C=St(C,"labelAnchor",["center","left","right"])),M=$S(M),Qg(p&&!ot(s)?J8(e,t,n,{stroke:s,strokeOpacity:o,strokeWidth:a,tickSize:p,tickPadding:m,tickRotate:y,y:b,ariaLabel:E,...P}):null,ot(l)?null:Q8(e,t,n,{fill:l,fillOpacity:u,stroke:f,strokeOpacity:d,strokeWidth:h,textAnchor:c,tickSize:p,tickPadding:m,tickRotate:y,y:b,marginTop:$,marginRight:x,marginBottom:k,marginLeft:w,ariaLabel:E,...P}),!ot(l)&&S!==null?hb([],vS({fill:l,fillOpacity:u,...P},function(F,R,T,B,O){let X=B[e],{marginTop:z,marginRight:H,marginBottom:j,marginLeft:W}=e==="x"&&O.inset||O,U=C??(X.bandwidth?"center":"right"),oe=D??(t==="top"?z:j)-3;return U==="center"?(this.frameAnchor=t,this.textAnchor=void 0):(this.frameAnchor=`${t}-${U}`,this.textAnchor=U==="right"?"end":"start"),this.lineAnchor=t,this.dy=t==="top"?-oe:oe,this.dx=U==="right"?H-3:U==="left"?3-W:0,this.ariaLabel=`${E} label`,{facets:[[0]],channels:{text:{value:[_S(e,X,{anchor:t,label:S,labelAnchor:U,labelArrow:M})]}}}})):null)}function X8(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="y"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetLeft:c=u,insetRight:f=u,dx:d=0,y:h=e==="y"?void 0:null,ariaLabel:p,...m}){return Vo(rS,e,n,{ariaLabel:`${p} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinecap:i,strokeLinejoin:s,facetAnchor:o,frameAnchor:a,y:h,...m,dx:t==="left"?+d-Je+ +c:+d+Je-f,anchor:"start",length:l,shape:t==="left"?rP:iP})}function J8(e,t,n,{strokeWidth:r=1,strokeLinecap:i=null,strokeLinejoin:s=null,facetAnchor:o=t+(e==="x"?"-empty":""),frameAnchor:a=t,tickSize:l,inset:u=0,insetTop:c=u,insetBottom:f=u,dy:d=0,x:h=e==="x"?void 0:null,ariaLabel:p,...m}){return Vo(nS,e,n,{ariaLabel:`${p} tick`,ariaHidden:!0},{strokeWidth:r,strokeLinejoin:s,strokeLinecap:i,facetAnchor:o,frameAnchor:a,x:h,...m,dy:t==="bottom"?+d-Je-f:+d+Je+ +c,anchor:"start",length:l,shape:t==="bottom"?tP:nP})}function Z8(e,t,n,{facetAnchor:r=t+(e==="y"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>60?4*Math.cos(o*sb):0),text:l,textAnchor:u=Math.abs(o)>60?"middle":t==="left"?"end":"start",lineAnchor:c=o>60?"top":o<-60?"bottom":"middle",fontVariant:f,inset:d=0,insetLeft:h=d,insetRight:p=d,dx:m=0,ariaLabel:y,y:b=e==="y"?void 0:null,...v}){return Vo(J2,e,n,{ariaLabel:`${y} tick label`},{facetAnchor:r,frameAnchor:i,text:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,y:b,...v,dx:t==="left"?+m-s-a+ +h:+m+ +s+ +a-p},function($,x,k,w,S){f===void 0&&(this.fontVariant=wS($)),l===void 0&&(S.text=xS($,x,k,w,t))})}function Q8(e,t,n,{facetAnchor:r=t+(e==="x"?"-empty":""),frameAnchor:i=t,tickSize:s,tickRotate:o=0,tickPadding:a=Math.max(3,9-s)+(Math.abs(o)>=10?4*Math.cos(o*sb):0),text:l,textAnchor:u=Math.abs(o)>=10?o<0^t==="bottom"?"start":"end":"middle",lineAnchor:c=Math.abs(o)>=10?"middle":t==="bottom"?"top":"bottom",fontVariant:f,inset:d=0,insetTop:h=d,insetBottom:p=d,dy:m=0,x:y=e==="x"?void 0:null,ariaLabel:b,...v}){return Vo(X2,e,n,{ariaLabel:`${b} tick label`},{facetAnchor:r,frameAnchor:i,text:l===void 0?null:l,textAnchor:u,lineAnchor:c,fontVariant:f,rotate:o,x:y,...v,dy:t==="bottom"?+m+ +s+ +a-p:+m-s-a+ +h},function($,x,k,w,S){f===void 0&&(this.fontVariant=wS($)),l===void 0&&(S.text=xS($,x,k,w,t))})}function dS(){let[e,t]=hi(...arguments);return gS("y",iS(t),e,t)}function hS(){let[e,t]=hi(...arguments);return gS("fy",sS(t),e,t)}function pS(){let[e,t]=hi(...arguments);return bS("x",oS(t),e,t)}function mS(){let[e,t]=hi(...arguments);return bS("fx",aS(t),e,t)}function gS(e,t,n,{y:r=e==="y"?void 0:null,x:i=null,x1:s=t==="left"?i:null,x2:o=t==="right"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return Vo(Rn,e,n,{ariaLabel:a,ariaHidden:l},{y:r,x1:s,x2:o,...yS(u)})}function bS(e,t,n,{x:r=e==="x"?void 0:null,y:i=null,y1:s=t==="top"?i:null,y2:o=t==="bottom"?i:null,ariaLabel:a=`${e}-grid`,ariaHidden:l=!0,...u}){return Vo(mt,e,n,{ariaLabel:a,ariaHidden:l},{x:r,y1:s,y2:o,...yS(u)})}function yS({color:e="currentColor",opacity:t=.1,stroke:n=e,strokeOpacity:r=t,strokeWidth:i=1,...s}){return{stroke:n,strokeOpacity:r,strokeWidth:i,...s}}function vS({fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c=!1},f){return[,e]=At(e),[,t]=Oe(t),{facet:"super",x:null,y:null,fill:e,fillOpacity:t,fontFamily:n,fontSize:r,fontStyle:i,fontVariant:s,fontWeight:o,monospace:a,pointerEvents:l,shapeRendering:u,clip:c,initializer:f}}function Vo(e,t,n,r,i,s){let o;function a(c,f,d,h,p,m){let y=c==null&&(t==="fx"||t==="fy"),{[t]:b}=h;if(!b)throw new Error(`missing scale: ${t}`);let v=b.domain(),{interval:$,ticks:x,tickFormat:k,tickSpacing:w=t==="x"?80:35}=i;if(typeof x=="string"&&SS(b)&&($=x,x=void 0),x===void 0&&(x=Jn($,b.type)??eP(b,w)),c==null){if(Pt(x))c=Xn(x);else if(ci(x))c=bb(x,...ft(v));else if(b.interval){let C=b.interval;if(b.ticks){let[M,D]=ft(v),E=(D-M)/C[wo];C=lg(C,E/x)??C,c=bb(C,M,D)}else{c=v;let M=c.length;C=lg(C,M/x)??C,C!==b.interval&&(c=bb(C,...ft(c)))}if(C===b.interval){let M=Math.round(c.length/x);M>1&&(c=c.filter((D,E)=>E%M===0))}}else b.ticks?c=b.ticks(x):c=v;if(!b.ticks&&c.length&&c!==v){let C=new Nn(v);c=c.filter(M=>C.has(M)),c.length||Dt(`Warning: the ${t}-axis ticks appear to not align with the scale domain, resulting in no ticks. Try different ticks?`)}t==="y"||t==="x"?f=[kt(c)]:o[t]={scale:t,value:ge}}s?.call(this,b,c,x,k,o);let S=Object.fromEntries(Object.entries(o).map(([C,M])=>[C,{...M,value:Ce(c,M.value)}]));return y&&(f=m.filterFacets(c,S)),{data:c,facets:f,channels:S}}let l=Mr(i).initializer,u=e(n,Mr({...i,initializer:a},l));return n==null?(o=u.channels,u.channels={}):o={},r!==void 0&&Object.assign(u,r),u.clip===void 0&&(u.clip=!1),u}function eP(e,t){let[n,r]=ft(e.range());return(r-n)/t}function xS(e,t,n,r,i){return{value:ml(e,t,n,r,i)}}function ml(e,t,n,r,i){return typeof r=="function"&&!(e.type==="log"&&e.tickFormat)?r:r===void 0&&t&&Fe(t)?E_(e.type,t,i)??er:e.tickFormat?e.tickFormat(typeof n=="number"?n:null,r):typeof r=="string"&&e.domain().length>0?(Fe(e.domain())?Un:Bn)(r):r===void 0?er:qt(r)}function bb(e,t,n){return e.range(t,e.offset(e.floor(n)))}var tP={draw(e,t){e.moveTo(0,0),e.lineTo(0,t)}},nP={draw(e,t){e.moveTo(0,0),e.lineTo(0,-t)}},rP={draw(e,t){e.moveTo(0,0),e.lineTo(-t,0)}},iP={draw(e,t){e.moveTo(0,0),e.lineTo(t,0)}};function wS(e){return e.bandwidth&&!e.interval?void 0:"tabular-nums"}function _S(e,t,{anchor:n,label:r=t.label,labelAnchor:i,labelArrow:s}={}){if(!(r==null||r.inferred&&SS(t)&&/^(date|time|year)$/i.test(r))){if(r=String(r),s==="auto"&&(s=(!t.bandwidth||t.interval)&&!/[↑↓→←]/.test(r)),!s)return r;if(s===!0){let o=i2(t);o&&(s=/x$/.test(e)||i==="center"?/x$/.test(e)===o<0?"left":"right":o<0?"up":"down")}switch(s){case"left":return`\u2190 ${r}`;case"right":return`${r} \u2192`;case"up":return n==="right"?`${r} \u2191`:`\u2191 ${r}`;case"down":return n==="right"?`${r} \u2193`:`\u2193 ${r}`}return r}}function $S(e="auto"){return ot(e)?!1:typeof e=="boolean"?e:St(e,"labelArrow",["auto","up","right","down","left"])}function SS(e){return Fe(e.domain())}function kS(e,t){if(t==null)return t;let n=e(t);if(!n)throw new Error(`scale not found: ${t}`);return n}function TS(e,{opacity:t,...n}={}){if(!Qn(e)&&!Ug(e))throw new Error(`swatches legend requires ordinal or threshold color scale (not ${e.type})`);return MS(e,n,(r,i,s,o)=>r.append("svg").attr("width",s).attr("height",o).attr("fill",i.scale).attr("fill-opacity",Oe(t)[1]).append("rect").attr("width","100%").attr("height","100%"))}function CS(e,{fill:t=e.hint?.fill!==void 0?e.hint.fill:"none",fillOpacity:n=1,stroke:r=e.hint?.stroke!==void 0?e.hint.stroke:ot(t)?"currentColor":"none",strokeOpacity:i=1,strokeWidth:s=1.5,r:o=4.5,...a}={},l){let[u,c]=At(t),[f,d]=At(r),h=kS(l,u),p=kS(l,f),m=o*o*Math.PI;return n=Oe(n)[1],i=Oe(i)[1],s=Oe(s)[1],MS(e,a,(y,b,v,$)=>y.append("svg").attr("viewBox","-8 -8 16 16").attr("width",v).attr("height",$).attr("fill",u==="color"?x=>h.scale(x):c).attr("fill-opacity",n).attr("stroke",f==="color"?x=>p.scale(x):d).attr("stroke-opacity",i).attr("stroke-width",s).append("path").attr("d",x=>{let k=zn();return e.scale(x).draw(k,m),k}))}function MS(e,t={},n){let{columns:r,tickFormat:i,fontVariant:s=Cf(e),swatchSize:o=15,swatchWidth:a=o,swatchHeight:l=o,marginLeft:u=0,className:c,style:f,width:d}=t,h=Io(t);c=Oo(c),i=ml(e.scale,e.domain,void 0,i);let p=ue("div",h).attr("class",`${c}-swatches ${c}-swatches-${r!=null?"columns":"wrap"}`),m;return r!=null?(m=`:where(.${c}-swatches-columns .${c}-swatch) {
  display: flex;
  align-items: center;
  break-inside: avoid;
  padding-bottom: 1px;
}
:where(.${c}-swatches-columns .${c}-swatch::before) {
  flex-shrink: 0;
}
:where(.${c}-swatches-columns .${c}-swatch-label) {
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
}`,p.style("columns",r).selectAll().data(e.domain).enter().append("div").attr("class",`${c}-swatch`).call(n,e,a,l).call(y=>y.append("div").attr("class",`${c}-swatch-label`).attr("title",i).text(i))):(m=`:where(.${c}-swatches-wrap) {
  display: flex;
  align-items: center;
  min-height: 33px;
  flex-wrap: wrap;
}
:where(.${c}-swatches-wrap .${c}-swatch) {
  display: inline-flex;
  align-items: center;
  margin-right: 1em;
}`,p.selectAll().data(e.domain).enter().append("span").attr("class",`${c}-swatch`).call(n,e,a,l).append(function(){return this.ownerDocument.createTextNode(i.apply(this,arguments))})),p.call(y=>y.insert("style","*").text(`:where(.${c}-swatches) {
  font-family: system-ui, sans-serif;
  font-size: 10px;
  margin-bottom: 0.5em;
}
:where(.${c}-swatch > svg) {
  margin-right: 0.5em;
  overflow: visible;
}
${m}`)).style("margin-left",u?`${+u}px`:null).style("width",d===void 0?null:`${+d}px`).style("font-variant",ze(s,"normal")).call(zo,f).node()}var xb=new Map([["symbol",CS],["color",AS],["opacity",sP]]);function RS(e,t,n={}){return(r,i)=>{if(!xb.has(r))throw new Error(`unknown legend type: ${r}`);if(r in e)return xb.get(r)(e[r],ES(t,n[r],i),s=>e[s])}}function ES({className:e,...t},{label:n,ticks:r,tickFormat:i}={},s){return J_(s,{className:e,...t},{label:n,ticks:r,tickFormat:i})}function AS(e,{legend:t=!0,...n}){if(t===!0&&(t=e.type==="ordinal"?"swatches":"ramp"),e.domain!==void 0)switch(`${t}`.toLowerCase()){case"swatches":return TS(e,n);case"ramp":return A2(e,n);default:throw new Error(`unknown legend type: ${t}`)}}function sP({type:e,interpolate:t,...n},{legend:r=!0,color:i=wn(0,0,0),...s}){if(!t)throw new Error(`${e} opacity scales are not supported`);if(r===!0&&(r="ramp"),`${r}`.toLowerCase()!=="ramp")throw new Error(`${r} opacity legends are not supported`);return AS({type:e,...n,interpolate:oP(i)},{legend:r,...s})}function oP(e){let{r:t,g:n,b:r}=wn(e)||wn(0,0,0);return i=>`rgba(${t},${n},${r},${i})`}function PS(e,t,n){let r=[];for(let[i,s]of xb){let o=n[i];if(o?.legend&&i in e){let a=s(e[i],ES(t,e[i],o),l=>e[l]);a!=null&&r.push(a)}}return r}function Ko(e={},t="y"){return yg(e)?e:{...e,[t]:ge}}function DS(e,t){if(t.length===1)return{data:e,facets:t};let n=ui(e),r=new Uint8Array(n),i=0;for(let a of t)for(let l of a)r[l]&&++i,r[l]=1;if(i===0)return{data:e,facets:t};e=ai(e);let s=e[fg]=new Uint32Array(n+i);t=t.map(a=>ai(a,Uint32Array));let o=n;r.fill(0);for(let a of t)for(let l=0,u=a.length;l<u;++l){let c=a[l];r[c]?(a[l]=o,e[o]=e[c],s[o]=c,++o):s[c]=c,r[c]=1}return{data:e,facets:t}}function aP(e={},t={}){arguments.length===1&&([e,t]=lP(e));let{x1:n,x:r=n,y:i,...s}=t,[o,a,l,u]=cP(r,i,"x","y",e,s);return{...o,x1:n,x:a,y1:l,y2:u,y:il(l,u)}}function qo({y:e,y1:t,y2:n,...r}={}){return r=ls(r,"x"),t===void 0&&n===void 0?aP({y:e,...r}):([t,n]=F_(e,t,n),{...r,y1:t,y2:n})}function lP(e){let{offset:t,order:n,reverse:r,...i}=e;return[{offset:t,order:n,reverse:r},i]}var uP={length:!0};function cP(e,t=N_,n,r,{offset:i,order:s,reverse:o},a){if(t===null)throw new Error(`stack requires ${r}`);let l=ko(a),[u,c]=fn(e),[f,d]=To(t),[h,p]=To(t);return f.hint=h.hint=uP,i=fP(i),s=pP(s,i,r),[as(a,(m,y,b)=>{({data:m,facets:y}=DS(m,y));let v=e==null?void 0:c(sl(Ce(m,e),b?.[n])),$=Ce(m,t,Float64Array),x=Ce(m,l),k=s&&s(m,v,$,x),w=ui(m),S=d(new Float64Array(w)),C=p(new Float64Array(w)),M=[];for(let D of y){let E=v?Array.from(Di(D,P=>v[P]).values()):[D];if(k)for(let P of E)P.sort(k);for(let P of E){let F=0,R=0;o&&P.reverse();for(let T of P){let B=$[T];B<0?F=C[T]=(S[T]=F)+B:B>0?R=C[T]=(S[T]=R)+B:C[T]=S[T]=R}}M.push(E)}return i&&i(M,S,C,x),{data:m,facets:y}}),u,f,h]}function fP(e){if(e!=null){if(typeof e=="function")return e;switch(`${e}`.toLowerCase()){case"expand":case"normalize":return dP;case"center":case"silhouette":return hP;case"wiggle":return OS}throw new Error(`unknown offset: ${e}`)}}function IS(e,t){let n=0,r=0;for(let i of e){let s=t[i];s<n&&(n=s),s>r&&(r=s)}return[n,r]}function dP(e,t,n){for(let r of e)for(let i of r){let[s,o]=IS(i,n);for(let a of i){let l=1/(o-s||1);t[a]=l*(t[a]-s),n[a]=l*(n[a]-s)}}}function hP(e,t,n){for(let r of e){for(let i of r){let[s,o]=IS(i,n);for(let a of i){let l=(o+s)/2;t[a]-=l,n[a]-=l}}zS(r,t,n)}BS(e,t,n)}function OS(e,t,n,r){for(let i of e){let s=new Jt,o=0;for(let a of i){let l=-1,u=a.map(h=>Math.abs(n[h]-t[h])),c=a.map(h=>{l=r?r[h]:++l;let p=n[h]-t[h],m=s.has(l)?p-s.get(l):0;return s.set(l,p),m}),f=[0,...d0(c)];for(let h of a)t[h]+=o,n[h]+=o;let d=yn(u);d&&(o-=yn(u,(h,p)=>(c[p]/2+f[p])*h)/d)}zS(i,t,n)}BS(e,t,n)}function zS(e,t,n){let r=Zt(e,i=>Zt(i,s=>t[s]));for(let i of e)for(let s of i)t[s]-=r,n[s]-=r}function BS(e,t,n){let r=e.length;if(r===1)return;let i=e.map(a=>a.flat()),s=i.map(a=>(Zt(a,l=>t[l])+xt(a,l=>n[l]))/2),o=Zt(s);for(let a=0;a<r;a++){let l=o-s[a];for(let u of i[a])t[u]+=l,n[u]+=l}}function pP(e,t,n){if(e===void 0&&t===OS)return LS(pt);if(e!=null){if(typeof e=="string"){let r=e.startsWith("-"),i=r?es:pt;switch((r?e.slice(1):e).toLowerCase()){case"value":case n:return mP(i);case"z":return gP(i);case"sum":return bP(i);case"appearance":return yP(i);case"inside-out":return LS(i)}return NS(hg(e))}if(typeof e=="function")return(e.length===1?NS:vP)(e);if(_n(e))return xP(e);throw new Error(`invalid order: ${e}`)}}function mP(e){return(t,n,r)=>(i,s)=>e(r[i],r[s])}function gP(e){return(t,n,r,i)=>(s,o)=>e(i[s],i[o])}function bP(e){return If(e,(t,n,r,i)=>Ju(kt(t),s=>yn(s,o=>r[o]),s=>i[s]))}function yP(e){return If(e,(t,n,r,i)=>Ju(kt(t),s=>n[oh(s,o=>r[o])],s=>i[s]))}function LS(e){return If(e,(t,n,r,i)=>{let s=kt(t),o=Ju(s,f=>n[oh(f,d=>r[d])],f=>i[f]),a=gr(s,f=>yn(f,d=>r[d]),f=>i[f]),l=[],u=[],c=0;for(let f of o)c<0?(c+=a.get(f),l.push(f)):(c-=a.get(f),u.push(f));return u.reverse().concat(l)})}function NS(e){return t=>{let n=Ce(t,e);return(r,i)=>pt(n[r],n[i])}}function vP(e){return t=>_n(t)?(n,r)=>e(t[n],t[r]):(n,r)=>e(t.get(n),t.get(r))}function xP(e){return If(pt,()=>e)}function If(e,t){return(n,r,i,s)=>{if(!s)throw new Error("missing channel: z");let o=new Jt(t(n,r,i,s).map((a,l)=>[a,l]));return(a,l)=>e(o.get(s[a]),o.get(s[l]))}}var wP={ariaLabel:"rect"},Bf=class extends be{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o}=n;super(t,{x1:{value:r,scale:"x",type:r!=null&&s==null?"band":void 0,optional:!0},y1:{value:i,scale:"y",type:i!=null&&o==null?"band":void 0,optional:!0},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0}},n,wP),gl(this,n),bl(this,n)}render(t,n,r,i,s){let{x:o,y:a}=n,{x1:l,y1:u,x2:c,y2:f}=r,{marginTop:d,marginRight:h,marginBottom:p,marginLeft:m,width:y,height:b}=i,{projection:v}=s,{insetTop:$,insetRight:x,insetBottom:k,insetLeft:w}=this,{rx:S,ry:C,rx1y1:M,rx1y2:D,rx2y1:E,rx2y2:P}=this;(l||c)&&!v&&Cn(o)&&(l=c=null),(u||f)&&!v&&Cn(a)&&(u=f=null);let F=o?.bandwidth?o.bandwidth():0,R=a?.bandwidth?a.bandwidth():0;return ue("svg:g",s).call(De,this,i,s).call(Le,this,{},0,0).call(T=>T.selectAll().data(t).enter().call(M||D||E||P?B=>B.append("path").call(Me,this).call(yl,l&&c?O=>l[O]+(c[O]<l[O]?-x:w):l?O=>l[O]+w:m+w,u&&f?O=>u[O]+(f[O]<u[O]?-k:$):u?O=>u[O]+$:d+$,l&&c?O=>c[O]-(c[O]<l[O]?-w:x):l?O=>l[O]+F-x:y-h-x,u&&f?O=>f[O]-(f[O]<u[O]?-$:k):u?O=>u[O]+R-k:b-p-k,this).call(Ze,this,r):B=>B.append("rect").call(Me,this).attr("x",l?c?O=>Math.min(l[O],c[O])+w:O=>l[O]+w:m+w).attr("y",u?f?O=>Math.min(u[O],f[O])+$:O=>u[O]+$:d+$).attr("width",l?c?O=>Math.max(0,Math.abs(c[O]-l[O])+F-w-x):F-w-x:y-h-m-x-w).attr("height",u?f?O=>Math.max(0,Math.abs(u[O]-f[O])+R-$-k):R-$-k:b-d-p-$-k).call(Q,"rx",S).call(Q,"ry",C).call(Ze,this,r))).node()}};function gl(e,{inset:t=0,insetTop:n=t,insetRight:r=t,insetBottom:i=t,insetLeft:s=t}={}){e.insetTop=Ae(n),e.insetRight=Ae(r),e.insetBottom=Ae(i),e.insetLeft=Ae(s)}function bl(e,{r:t,rx:n,ry:r,rx1:i=t,ry1:s=t,rx2:o=t,ry2:a=t,rx1y1:l=i!==void 0?+i:s!==void 0?+s:0,rx1y2:u=i!==void 0?+i:a!==void 0?+a:0,rx2y1:c=o!==void 0?+o:s!==void 0?+s:0,rx2y2:f=o!==void 0?+o:a!==void 0?+a:0}={}){l||u||c||f?(e.rx1y1=l,e.rx1y2=u,e.rx2y1=c,e.rx2y2=f):(e.rx=ze(n,"auto"),e.ry=ze(r,"auto"))}function yl(e,t,n,r,i,s){let{rx1y1:o,rx1y2:a,rx2y1:l,rx2y2:u}=s;typeof t!="function"&&(t=qt(t)),typeof n!="function"&&(n=qt(n)),typeof r!="function"&&(r=qt(r)),typeof i!="function"&&(i=qt(i));let c=Math.max(Math.abs(o+l),Math.abs(a+u)),f=Math.max(Math.abs(o+a),Math.abs(l+u));e.attr("d",d=>{let h=t(d),p=n(d),m=r(d),y=i(d),b=h>m,v=p>y,$=b?m:h,x=b?h:m,k=v?y:p,w=v?p:y,S=Math.min(1,(x-$)/c,(w-k)/f),C=S*(b?v?u:l:v?a:o),M=S*(b?v?a:o:v?u:l),D=S*(b?v?o:a:v?l:u),E=S*(b?v?l:u:v?o:a);return`M${$},${k+zf(C,E)}A${C},${C} 0 0 ${C<0?0:1} ${$+Of(C,E)},${k}H${x-Of(M,D)}A${M},${M} 0 0 ${M<0?0:1} ${x},${k+zf(M,D)}V${w-zf(D,M)}A${D},${D} 0 0 ${D<0?0:1} ${x-Of(D,M)},${w}H${$+Of(E,C)}A${E},${E} 0 0 ${E<0?0:1} ${$},${w-zf(E,C)}Z`})}function Of(e,t){return t<0?e:Math.abs(e)}function zf(e,t){return t<0?Math.abs(e):e}function pi(e,t={}){return of(t)||(t={...t,x:$n,y2:ge,interval:1}),new Bf(e,qo(F2(Ko(t))))}var _P={ariaLabel:"frame",fill:"none",stroke:"currentColor",clip:!1},$P={ariaLabel:"frame",fill:null,stroke:"currentColor",strokeLinecap:"square",clip:!1},wb=class extends be{constructor(t={}){let{anchor:n=null}=t;super(_o,void 0,t,n==null?_P:$P),this.anchor=bg(n,"anchor",["top","right","bottom","left"]),gl(this,t),n||bl(this,t)}render(t,n,r,i,s){let{marginTop:o,marginRight:a,marginBottom:l,marginLeft:u,width:c,height:f}=i,{anchor:d,insetTop:h,insetRight:p,insetBottom:m,insetLeft:y}=this,{rx:b,ry:v,rx1y1:$,rx1y2:x,rx2y1:k,rx2y2:w}=this,S=u+y,C=c-a-p,M=o+h,D=f-l-m;return ue(d?"svg:line":$||x||k||w?"svg:path":"svg:rect",s).datum(0).call(De,this,i,s).call(Me,this).call(Ze,this,r).call(Le,this,{}).call(d==="left"?E=>E.attr("x1",S).attr("x2",S).attr("y1",M).attr("y2",D):d==="right"?E=>E.attr("x1",C).attr("x2",C).attr("y1",M).attr("y2",D):d==="top"?E=>E.attr("x1",S).attr("x2",C).attr("y1",M).attr("y2",M):d==="bottom"?E=>E.attr("x1",S).attr("x2",C).attr("y1",D).attr("y2",D):$||x||k||w?E=>E.call(yl,S,M,C,D,this):E=>E.attr("x",S).attr("y",M).attr("width",C-S).attr("height",D-M).attr("rx",b).attr("ry",v)).node()}};function VS(e){return new wb(e)}var _b={ariaLabel:"tip",fill:"var(--plot-background)",stroke:"currentColor"},SP=new Set(["geometry","href","src","ariaLabel","scales"]),$b=class extends be{constructor(t,n={}){n.tip&&(n={...n,tip:!1}),n.title===void 0&&Pt(t)&&uf(t)&&(n={...n,title:ge});let{x:r,y:i,x1:s,x2:o,y1:a,y2:l,anchor:u,preferredAnchor:c="bottom",monospace:f,fontFamily:d=f?"ui-monospace, monospace":void 0,fontSize:h,fontStyle:p,fontVariant:m,fontWeight:y,lineHeight:b=1,lineWidth:v=20,frameAnchor:$,format:x,textAnchor:k="start",textOverflow:w,textPadding:S=8,title:C,pointerSize:M=12,pathFilter:D="drop-shadow(0 3px 4px rgba(0,0,0,0.2))"}=n;super(t,{x:{value:s!=null&&o!=null?null:r,scale:"x",optional:!0},y:{value:a!=null&&l!=null?null:i,scale:"y",optional:!0},x1:{value:s,scale:"x",optional:o==null},y1:{value:a,scale:"y",optional:l==null},x2:{value:o,scale:"x",optional:s==null},y2:{value:l,scale:"y",optional:a==null},title:{value:C,optional:!0}},n,_b),this.anchor=ff(u,"anchor"),this.preferredAnchor=ff(c,"preferredAnchor"),this.frameAnchor=fi($),this.textAnchor=ze(k,"middle"),this.textPadding=+S,this.pointerSize=+M,this.pathFilter=He(D),this.lineHeight=+b,this.lineWidth=+v,this.textOverflow=db(w),this.monospace=!!f,this.fontFamily=He(d),this.fontSize=Ae(h),this.fontStyle=He(p),this.fontVariant=He(m),this.fontWeight=He(y);for(let E in _b)E in this.channels&&(this[E]=_b[E]);this.splitLines=mb(this),this.clipLine=gb(this),this.format=typeof x=="string"||typeof x=="function"?{title:x}:{...x}}render(t,n,r,i,s){let o=this,{x:a,y:l,fx:u,fy:c}=n,{ownerSVGElement:f,document:d}=s,{anchor:h,monospace:p,lineHeight:m,lineWidth:y}=this,{textPadding:b,pointerSize:v,pathFilter:$}=this,{marginTop:x,marginLeft:k}=i,{x1:w,y1:S,x2:C,y2:M,x:D=w??C,y:E=S??M}=r,P=u?u(t.fx)-k:0,F=c?c(t.fy)-x:0,[R,T]=tr(this,i),B=rb(r,R),O=ib(r,T),X=p?Df:Pf,z=X(cs),H,j;"title"in r?(H=KS.call(this,{title:r.channels.title},n),j=MP):(H=KS.call(this,r.channels,n),j=RP);let W=ue("svg:g",s).call(De,this,i,s).call(pb,this).call(Le,this,{x:D&&a,y:E&&l}).call(le=>le.selectAll().data(t).enter().append("g").attr("transform",ce=>`translate(${Math.round(B(ce))},${Math.round(O(ce))})`).call(Me,this).call(ce=>ce.append("path").attr("filter",$)).call(ce=>ce.append("text").each(function(q){let ee=vn(this);this.setAttribute("fill","currentColor"),this.setAttribute("fill-opacity",1),this.setAttribute("stroke","none");let L=j.call(o,q,t,H,n,r);if(typeof L=="string")for(let K of o.splitLines(L))U(ee,{value:o.clipLine(K)});else{let K=new Set;for(let Y of L){let{label:A=""}=Y;A&&K.has(A)||(K.add(A),U(ee,Y))}}})));function U(le,{label:ce,value:q,color:ee,opacity:L}){ce??="",q??="";let K=ee!=null||L!=null,Y,A=y*100,[de]=fs(ce,A,X,z);if(de>=0)ce=ce.slice(0,de).trimEnd()+cs,Y=q.trim(),q="";else{(ce||!q&&!K)&&(q=" "+q);let[pe]=fs(q,A-X(ce),X,z);pe>=0&&(Y=q.trim(),q=q.slice(0,pe).trimEnd()+cs)}let J=le.append("tspan").attr("x",0).attr("dy",`${m}em`).text("\u200B");ce&&J.append("tspan").attr("font-weight","bold").text(ce),q&&J.append(()=>d.createTextNode(q)),K&&J.append("tspan").text(" \u25A0").attr("fill",ee).attr("fill-opacity",L).style("user-select","none"),Y&&J.append("title").text(Y)}function oe(){let{width:le,height:ce}=i.facet??i;W.selectChildren().each(function(q){let{x:ee,width:L,height:K}=this.getBBox();L=Math.round(L),K=Math.round(K);let Y=h;if(Y===void 0){let J=B(q)+P,pe=O(q)+F,ke=J+L+v+b*2<le,dt=J-L-v-b*2>0,Fr=pe+K+v+b*2<ce,vi=pe-K-v-b*2>0;Y=ke&&dt?Fr&&vi?o.preferredAnchor:vi?"bottom":"top":Fr&&vi?ke?"left":"right":(ke||dt)&&(Fr||vi)?`${vi?"bottom":"top"}-${ke?"left":"right"}`:o.preferredAnchor}let A=this.firstChild,de=this.lastChild;if(A.setAttribute("d",CP(Y,v,b,L,K)),ee)for(let J of de.childNodes)J.setAttribute("x",-ee);de.setAttribute("y",`${+kP(Y,de.childNodes.length,m).toFixed(6)}em`),de.setAttribute("transform",`translate(${TP(Y,v,b,L,K)})`)}),W.attr("visibility",null)}return t.length&&(W.attr("visibility","hidden"),f.isConnected?Promise.resolve().then(oe):typeof requestAnimationFrame<"u"&&requestAnimationFrame(oe)),W.node()}};function GS(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=kn(t,n)),new $b(e,{...r,x:t,y:n})}function kP(e,t,n){return/^top(?:-|$)/.test(e)?.94-n:-.29-t*n}function TP(e,t,n,r,i){switch(e){case"middle":return[-r/2,i/2];case"top-left":return[n,t+n];case"top":return[-r/2,t/2+n];case"top-right":return[-r-n,t+n];case"right":return[-t/2-r-n,i/2];case"bottom-left":return[n,-t-n];case"bottom":return[-r/2,-t/2-n];case"bottom-right":return[-r-n,-t-n];case"left":return[n+t/2,i/2]}}function CP(e,t,n,r,i){let s=r+n*2,o=i+n*2;switch(e){case"middle":return`M${-s/2},${-o/2}h${s}v${o}h${-s}z`;case"top-left":return`M0,0l${t},${t}h${s-t}v${o}h${-s}z`;case"top":return`M0,0l${t/2},${t/2}h${(s-t)/2}v${o}h${-s}v${-o}h${(s-t)/2}z`;case"top-right":return`M0,0l${-t},${t}h${t-s}v${o}h${s}z`;case"right":return`M0,0l${-t/2},${-t/2}v${t/2-o/2}h${-s}v${o}h${s}v${t/2-o/2}z`;case"bottom-left":return`M0,0l${t},${-t}h${s-t}v${-o}h${-s}z`;case"bottom":return`M0,0l${t/2},${-t/2}h${(s-t)/2}v${-o}h${-s}v${o}h${(s-t)/2}z`;case"bottom-right":return`M0,0l${-t},${-t}h${t-s}v${-o}h${s}z`;case"left":return`M0,0l${t/2},${-t/2}v${t/2-o/2}h${s}v${o}h${-s}v${t/2-o/2}z`}}function KS(e,t){let n={},r=this.format;r=qS(r,e,"x"),r=qS(r,e,"y"),this.format=r;for(let i in r){let s=r[i];if(!(s===null||s===!1))if(i==="fx"||i==="fy")n[i]=!0;else{let o=Dg(e,i);o&&(n[i]=o)}}for(let i in e){if(i in n||i in r||SP.has(i)||(i==="x"||i==="y")&&e.geometry)continue;let s=Dg(e,i);if(s){if(s.scale==null&&s.defaultScale==="color")continue;n[i]=s}}this.facet&&(t.fx&&!("fx"in r)&&(n.fx=!0),t.fy&&!("fy"in r)&&(n.fy=!0));for(let i in n){let s=this.format[i];if(typeof s=="string"){let o=n[i]?.value??t[i]?.domain()??[];this.format[i]=(Fe(o)?Un:Bn)(s)}else if(s===void 0||s===!0){let o=t[i];this.format[i]=o?.bandwidth?ml(o,o.domain()):er}}return n}function qS(e,t,n){if(!(n in e))return e;let r=`${n}1`,i=`${n}2`;if((r in e||!(r in t))&&(i in e||!(i in t)))return e;let s=Object.entries(e),o=e[n];return s.splice(s.findIndex(([a])=>a===n)+1,0,[r,o],[i,o]),Object.fromEntries(s)}function MP(e,t,{title:n}){return this.format.title(n.value[e],e)}function*RP(e,t,n,r,i){for(let s in n){if(s==="fx"||s==="fy"){yield{label:Ff(r,n,s),value:this.format[s](t[s],e)};continue}if(s==="x1"&&"x2"in n||s==="y1"&&"y2"in n)continue;let o=n[s];if(s==="x2"&&"x1"in n)yield{label:jS(r,n,"x"),value:US(this.format.x2,n.x1,o,e)};else if(s==="y2"&&"y1"in n)yield{label:jS(r,n,"y"),value:US(this.format.y2,n.y1,o,e)};else{let a=o.value[e],l=o.scale;if(!un(a)&&l==null)continue;yield{label:Ff(r,n,s),value:this.format[s](a,e),color:l==="color"?i[s][e]:null,opacity:l==="opacity"?i[s][e]:null}}}}function US(e,t,n,r){return n.hint?.length?`${e(n.value[r]-t.value[r],r)}`:`${e(t.value[r],r)}\u2013${e(n.value[r],r)}`}function jS(e,t,n){let r=Ff(e,t,`${n}1`,n),i=Ff(e,t,`${n}2`,n);return r===i?r:`${r}\u2013${i}`}function Ff(e,t,n,r=n){let i=t[n],s=e[i?.scale??n];return String(s?.label??i?.label??r)}function qe(e={}){let{facet:t,style:n,title:r,subtitle:i,caption:s,ariaLabel:o,ariaDescription:a}=e,l=Oo(e.className),u=e.marks===void 0?[]:YS(e.marks);u.push(...NP(u));let c=DP(t,e),f=new Map;for(let z of u){let H=XS(z,c,e);H&&f.set(z,H)}let d=new Map;c&&vl(d,[c],e),vl(d,f,e);let h=YS(IP(u,d,e));for(let z of h){let H=XS(z,c,e);H&&f.set(z,H)}u.unshift(...h);let p=u2(d,e);if(p!==void 0){let z=c?wf(p,c):void 0;for(let j of u){if(j.facet===null||j.facet==="super")continue;let W=f.get(j);W!==void 0&&(W.facetsIndex=j.fx!=null||j.fy!=null?wf(p,W):z)}let H=new Set;for(let{facetsIndex:j}of f.values())j?.forEach((W,U)=>{W?.length>0&&H.add(U)});p.forEach(0<H.size&&H.size<p.length?(j,W)=>j.empty=!H.has(W):j=>j.empty=!1);for(let j of u)if(j.facet==="exclude"){let W=f.get(j);W!==void 0&&(W.facetsIndex=d2(W.facetsIndex))}}for(let z of xe.keys())$o(e[z])&&z!=="fx"&&z!=="fy"&&d.set(z,[]);let m=new Map;for(let z of u){if(m.has(z))throw new Error("duplicate mark; each mark must be unique");let{facetsIndex:H,channels:j}=f.get(z)??{},{data:W,facets:U,channels:oe}=z.initialize(H,j,e);Tb(oe,e),m.set(z,{data:W,facets:U,channels:oe})}let y=fl(vl(d,m,e),e),b=C2(y,u,e);r2(y,b);let v=Kg(y),{fx:$,fy:x}=v,k=$||x?qg(y,b):b,w=$||x?KP(v,b):b,S=Io(e),C=S.document,M=to("svg").call(C.documentElement),D=M;S.ownerSVGElement=M,S.className=l,S.projection=m2(e,k),S.path=function(){return Ba(this.projection??w2(v))},S.filterFacets=(z,H)=>wf(p,{channels:H,groups:vf(z,H)}),S.getMarkState=z=>{let H=m.get(z),j=f.get(z);return{...H,channels:{...H.channels,...j?.channels}}},S.dispatchValue=z=>{D.value!==z&&(D.value=z,D.dispatchEvent(new S.document.defaultView.Event("input",{bubbles:!0})))};let E=new Set;for(let[z,H]of m)if(z.initializer!=null){let j=z.facet==="super"?w:k,W=z.initializer(H.data,H.facets,H.channels,v,j,S);if(W.data!==void 0&&(H.data=W.data),W.facets!==void 0&&(H.facets=W.facets),W.channels!==void 0){let{fx:U,fy:oe,...le}=W.channels;PP(le),Object.assign(H.channels,le);for(let ce of Object.values(le)){let{scale:q}=ce;q!=null&&!t$(xe.get(q))&&(QS(ce,e),E.add(q))}(U!=null||oe!=null)&&f.set(z,!0)}}if(E.size){let z=new Map;vl(z,m,e,U=>E.has(U)),vl(d,m,e,U=>E.has(U));let H=VP(fl(z,e),y),{scales:j,...W}=Kg(H);Object.assign(y,H),Object.assign(v,W),Object.assign(v.scales,j)}let P,F;p!==void 0&&(P={x:$?.domain(),y:x?.domain()},p=c2(p,P),F=f2($,x,b));for(let[z,H]of m)H.values=z.scale(H.channels,v,S);let{width:R,height:T}=b;vn(M).attr("class",l).attr("fill","currentColor").attr("font-family","system-ui, sans-serif").attr("font-size",10).attr("text-anchor","middle").attr("width",R).attr("height",T).attr("viewBox",`0 0 ${R} ${T}`).attr("aria-label",o).attr("aria-description",a).call(z=>z.append("style").text(`:where(.${l}) {
  --plot-background: white;
  display: block;
  height: auto;
  height: intrinsic;
  max-width: 100%;
}
:where(.${l} text),
:where(.${l} tspan) {
  white-space: pre;
}`)).call(zo,n);for(let z of u){let{channels:H,values:j,facets:W}=m.get(z);if(p===void 0||z.facet==="super"){let U=null;if(W&&(U=W[0],U=z.filter(U,H,j),U.length===0))continue;let oe=z.render(U,v,j,w,S);if(oe==null)continue;M.appendChild(oe)}else{let U;for(let oe of p){if(!(z.facetAnchor?.(p,P,oe)??!oe.empty))continue;let le=null;if(W){let q=f.has(z);if(le=W[q?oe.i:0],le=z.filter(le,H,j),le.length===0)continue;!q&&le===W[0]&&(le=H_(le)),le.fx=oe.x,le.fy=oe.y,le.fi=oe.i}let ce=z.render(le,v,j,k,S);if(ce!=null){(U??=vn(M).append("g")).append(()=>ce).datum(oe);for(let q of["aria-label","aria-description","aria-hidden","transform"])ce.hasAttribute(q)&&(U.attr(q,ce.getAttribute(q)),ce.removeAttribute(q))}}U?.selectChildren().each(F)}}let B=PS(y,S,e),{figure:O=r!=null||i!=null||s!=null||B.length>0}=e;O&&(D=C.createElement("figure"),D.className=`${l}-figure`,D.style.maxWidth="initial",r!=null&&D.append(WS(C,r,"h2")),i!=null&&D.append(WS(C,i,"h3")),D.append(...B,M),s!=null&&D.append(EP(C,s)),"value"in M&&(D.value=M.value,delete M.value)),D.scale=a2(v.scales),D.legend=RS(y,S,e);let X=z$();return X>0&&vn(M).append("text").attr("x",R).attr("y",20).attr("dy","-1em").attr("text-anchor","end").attr("font-family","initial").text("\u26A0\uFE0F").append("title").text(`${X.toLocaleString("en-US")} warning${X===1?"":"s"}. Please check the console.`),D}function WS(e,t,n){if(t.ownerDocument)return t;let r=e.createElement(n);return r.append(t),r}function EP(e,t){let n=e.createElement("figcaption");return n.append(t),n}function YS(e){return e.flat(1/0).filter(t=>t!=null).map(AP)}function AP(e){return typeof e.render=="function"?e:new kb(e)}var kb=class extends be{constructor(t){if(typeof t!="function")throw new TypeError("invalid mark; missing render function");super(),this.render=t}render(){}};function Tb(e,t){for(let n in e)QS(e[n],t);return e}function QS(e,t){let{scale:n,transform:r=!0}=e;if(n==null||!r)return;let{type:i,percent:s,interval:o,transform:a=s?l=>l==null?NaN:l*100:vg(o,i)}=t[n]??{};a!=null&&(e.value=ve(e.value,a),e.transform=!1)}function PP(e){for(let t in e)Pg(t,e[t])}function vl(e,t,n,r=I_){for(let{channels:i}of t.values())for(let s in i){let o=i[s],{scale:a}=o;if(a!=null&&r(a))if(a==="projection"){if(!y2(n)){let l=n.x?.domain===void 0,u=n.y?.domain===void 0;if(l||u){let[c,f]=x2(o);l&&Sb(e,"x",c),u&&Sb(e,"y",f)}}}else Sb(e,a,o)}return e}function Sb(e,t,n){let r=e.get(t);r!==void 0?r.push(n):e.set(t,[n])}function DP(e,t){if(e==null)return;let{x:n,y:r}=e;if(n==null&&r==null)return;let i=Cr(e.data);if(i==null)throw new Error("missing facet data");let s={};n!=null&&(s.fx=Eo(i,{value:n,scale:"fx"})),r!=null&&(s.fy=Eo(i,{value:r,scale:"fy"})),Tb(s,t);let o=vf(i,s);return{channels:s,groups:o,data:e.data}}function XS(e,t,n){if(e.facet===null||e.facet==="super")return;let{fx:r,fy:i}=e;if(r!=null||i!=null){let l=Cr(e.data??r??i);if(l===void 0)throw new Error(`missing facet data in ${e.ariaLabel}`);if(l===null)return;let u={};return r!=null&&(u.fx=Eo(l,{value:r,scale:"fx"})),i!=null&&(u.fy=Eo(l,{value:i,scale:"fy"})),Tb(u,n),{channels:u,groups:vf(l,u)}}if(t===void 0)return;let{channels:s,groups:o,data:a}=t;if(e.facet!=="auto"||e.data===a)return{channels:s,groups:o};a.length>0&&(o.size>1||o.size===1&&s.fx&&s.fy&&[...o][0][1].size>1)&&ui(Cr(e.data))===ui(a)&&Dt(`Warning: the ${e.ariaLabel} mark appears to use faceted data, but isn\u2019t faceted. The mark data has the same length as the facet data and the mark facet option is "auto", but the mark data and facet data are distinct. If this mark should be faceted, set the mark facet option to true; otherwise, suppress this warning by setting the mark facet option to false.`)}function LP(e,t={}){return Mr({...t,x:null,y:null},(n,r,i,s,o,a)=>a.getMarkState(e))}function NP(e){let t=[];for(let n of e){let r=n.tip;if(r){r===!0?r={}:typeof r=="string"&&(r={pointer:r});let{pointer:i,preferredAnchor:s}=r;i=/^x$/i.test(i)?E2:/^y$/i.test(i)?nb:R2,r=i(LP(n,r)),r.title=null,s===void 0&&(r.preferredAnchor=i===nb?"left":"bottom");let o=GS(n.data,r);o.facet=n.facet,o.facetAnchor=n.facetAnchor,t.push(o)}}return t}function IP(e,t,n){let{projection:r,x:i={},y:s={},fx:o={},fy:a={},axis:l,grid:u,facet:c={},facet:{axis:f=l,grid:d}=c,x:{axis:h=l,grid:p=h===null?null:u}=i,y:{axis:m=l,grid:y=m===null?null:u}=s,fx:{axis:b=f,grid:v=b===null?null:d}=o,fy:{axis:$=f,grid:x=$===null?null:d}=a}=n;(r||!$o(i)&&!JS("x",e))&&(h=p=null),(r||!$o(s)&&!JS("y",e))&&(m=y=null),t.has("fx")||(b=v=null),t.has("fy")||($=x=null),h===void 0&&(h=!Kf(e,"x")),m===void 0&&(m=!Kf(e,"y")),b===void 0&&(b=!Kf(e,"fx")),$===void 0&&($=!Kf(e,"fy")),h===!0&&(h="bottom"),m===!0&&(m="left"),b===!0&&(b=h==="top"||h===null?"bottom":"top"),$===!0&&($=m==="right"||m===null?"left":"right");let k=[];return Vf(k,x,hS,a),Hf(k,$,lS,"right","left",c,a),Vf(k,v,mS,o),Hf(k,b,uS,"top","bottom",c,o),Vf(k,y,dS,s),Hf(k,m,yb,"left","right",n,s),Vf(k,p,pS,i),Hf(k,h,vb,"bottom","top",n,i),k}function Hf(e,t,n,r,i,s,o){if(!t)return;let a=OP(t);o=zP(a?r:t,s,o);let{line:l}=o;(n===yb||n===vb)&&l&&!rs(l)&&e.push(VS(BP(o))),e.push(n(o)),a&&e.push(n({...o,anchor:i,label:null}))}function Vf(e,t,n,r){!t||rs(t)||e.push(n(FP(t,r)))}function OP(e){return/^\s*both\s*$/i.test(e)}function zP(e,t,{line:n=t.line,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d=t.label,labelAnchor:h,labelArrow:p=t.labelArrow,labelOffset:m}){return{anchor:e,line:n,ticks:r,tickSize:i,tickSpacing:s,tickPadding:o,tickFormat:a,tickRotate:l,fontVariant:u,ariaLabel:c,ariaDescription:f,label:d,labelAnchor:h,labelArrow:p,labelOffset:m}}function BP(e){let{anchor:t,line:n}=e;return{anchor:t,facetAnchor:t+"-empty",stroke:n===!0?void 0:n}}function FP(e,{stroke:t=Co(e)?e:void 0,ticks:n=HP(e)?e:void 0,tickSpacing:r,ariaLabel:i,ariaDescription:s}){return{stroke:t,ticks:n,tickSpacing:r,ariaLabel:i,ariaDescription:s}}function HP(e){switch(typeof e){case"number":return!0;case"string":return!Co(e)}return Pt(e)||typeof e?.range=="function"}function Kf(e,t){let n=`${t}-axis `;return e.some(r=>r.ariaLabel?.startsWith(n))}function JS(e,t){for(let n of t)for(let r in n.channels){let{scale:i}=n.channels[r];if(i===e||i==="projection")return!0}return!1}function VP(e,t){for(let n in e){let r=e[n],i=t[n];r.label===void 0&&i&&(r.label=i.label)}return e}function KP({fx:e,fy:t},n){let{marginTop:r,marginRight:i,marginBottom:s,marginLeft:o,width:a,height:l}=bf(n),u=e&&ZS(e),c=t&&ZS(t);return{marginTop:t?c[0]:r,marginRight:e?a-u[1]:i,marginBottom:t?l-c[1]:s,marginLeft:e?u[0]:o,inset:{marginTop:n.marginTop,marginRight:n.marginRight,marginBottom:n.marginBottom,marginLeft:n.marginLeft},width:a,height:l}}function ZS(e){let t=e.domain();if(t.length===0)return[0,e.bandwidth()];let n=e(t[0]),r=e(t[t.length-1]);return r<n&&([n,r]=[r,n]),[n,r+e.bandwidth()]}var qP=new Map([["basis",Q1],["basis-closed",t_],["basis-open",r_],["bundle",s_],["bump-x",G1],["bump-y",W1],["cardinal",o_],["cardinal-closed",a_],["cardinal-open",l_],["catmull-rom",c_],["catmull-rom-closed",d_],["catmull-rom-open",p_],["linear",Zi],["linear-closed",g_],["monotone-x",v_],["monotone-y",x_],["natural",__],["step",$_],["step-after",k_],["step-before",S_]]);function Cb(e=Zi,t){if(typeof e=="function")return e;let n=qP.get(`${e}`.toLowerCase());if(!n)throw new Error(`unknown curve: ${e}`);if(t!==void 0){if("beta"in n)return n.beta(t);if("tension"in n)return n.tension(t);if("alpha"in n)return n.alpha(t)}return n}function ek(e=xl,t){return typeof e!="function"&&`${e}`.toLowerCase()==="auto"?xl:Cb(e,t)}function xl(e){return Zi(e)}function UP(e={y:"count"},t={}){[e,t]=WP(e,t);let{x:n,y:r}=t;return GP(YP(n,t,ge),null,null,r,e,Bo(t))}function jP(e,t,n={}){if(n?.interval==null)return n;let{reduce:r=hf}=n,i={filter:null};return n[t]!=null&&(i[t]=r),n[`${t}1`]!=null&&(i[`${t}1`]=r),n[`${t}2`]!=null&&(i[`${t}2`]=r),e(i,n)}function qf(e={}){return jP(UP,"y",ls(e,"x"))}function GP(e,t,n,r,{data:i=Eg,filter:s=ol,sort:o,reverse:a,...l}={},u={}){e=tk(e),t=tk(t),l=JP(l,u),i=sk(i,ge),o=o==null?void 0:rk("sort",o,u),s=s==null?void 0:ik("filter",s,u),n!=null&&al(l,"x","x1","x2")&&(n=null),r!=null&&al(l,"y","y1","y2")&&(r=null);let[c,f]=fn(e),[d,h]=fn(e),[p,m]=fn(t),[y,b]=fn(t),[v,$]=n!=null?[n,"x"]:r!=null?[r,"y"]:[],[x,k]=fn(v),{x:w,y:S,z:C,fill:M,stroke:D,x1:E,x2:P,y1:F,y2:R,domain:T,cumulative:B,thresholds:O,interval:X,...z}=u,[H,j]=fn(C),[W]=At(M),[U]=At(D),[oe,le]=fn(W),[ce,q]=fn(U);return{..."z"in u&&{z:H||C},..."fill"in u&&{fill:oe||M},..."stroke"in u&&{stroke:ce||D},...as(z,(ee,L,K)=>{let Y=sl(Ce(ee,v),K?.[$]),A=Ce(ee,C),de=Ce(ee,W),J=Ce(ee,U),pe=f$(l,{z:A,fill:de,stroke:J}),ke=[],dt=[],Fr=Y&&k([]),vi=A&&j([]),iM=de&&le([]),sM=J&&q([]),Ny=e&&f([]),oM=e&&h([]),Iy=t&&m([]),aM=t&&b([]),lM=e7(e,t,ee),uM=0;for(let ws of l)ws.initialize(ee);o&&o.initialize(ee),s&&s.initialize(ee);for(let ws of L){let Oy=[];for(let _s of l)_s.scope("facet",ws);o&&o.scope("facet",ws),s&&s.scope("facet",ws);for(let[_s,cM]of Rg(ws,pe))for(let[fM,nu]of Rg(cM,Y))for(let[An,lr]of lM(nu))if(pe&&(lr.z=_s),!(s&&!s.reduce(An,lr))){Oy.push(uM++),dt.push(i.reduceIndex(An,ee,lr)),Y&&Fr.push(fM),A&&vi.push(pe===A?_s:A[(An.length>0?An:nu)[0]]),de&&iM.push(pe===de?_s:de[(An.length>0?An:nu)[0]]),J&&sM.push(pe===J?_s:J[(An.length>0?An:nu)[0]]),Ny&&(Ny.push(lr.x1),oM.push(lr.x2)),Iy&&(Iy.push(lr.y1),aM.push(lr.y2));for(let dM of l)dM.reduce(An,lr);o&&o.reduce(An,lr)}ke.push(Oy)}return d$(ke,o,a),{data:dt,facets:ke}}),...!al(l,"x")&&(c?{x1:c,x2:d,x:il(c,d)}:{x:w,x1:E,x2:P}),...!al(l,"y")&&(p?{y1:p,y2:y,y:il(p,y)}:{y:S,y1:F,y2:R}),...x&&{[$]:x},...Object.fromEntries(l.map(({name:ee,output:L})=>[ee,L]))}}function WP({cumulative:e,domain:t,thresholds:n,interval:r,...i},s){return[i,{cumulative:e,domain:t,thresholds:n,interval:r,...s}]}function YP(e,{cumulative:t,domain:n,thresholds:r,interval:i},s){return e={...Zn(e)},e.domain===void 0&&(e.domain=n),e.cumulative===void 0&&(e.cumulative=t),e.thresholds===void 0&&(e.thresholds=r),e.interval===void 0&&(e.interval=i),e.value===void 0&&(e.value=s),e.thresholds=XP(e.thresholds,e.interval),e}function tk(e){if(e==null)return;let{value:t,cumulative:n,domain:r=ft,thresholds:i}=e,s=o=>{let a=Ce(o,t),l;if(Fe(a)||QP(i)){a=ve(a,gg,Float64Array);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!ci(i)?i(a,c,f):i;typeof d=="number"&&(d=Nc(c,f,d)),ci(d)&&(r===ft&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f))),l=d}else{a=Yn(a);let[c,f]=typeof r=="function"?r(a):r,d=typeof i=="function"&&!ci(i)?i(a,c,f):i;if(typeof d=="number")if(r===ft){let h=Xs(c,f,d);if(isFinite(h))if(h>0){let p=Math.round(c/h),m=Math.round(f/h);p*h<=c||--p,m*h>f||++m;let y=m-p+1;d=new Float64Array(y);for(let b=0;b<y;++b)d[b]=(p+b)*h}else if(h<0){h=-h;let p=Math.round(c*h),m=Math.round(f*h);p/h<=c||--p,m/h>f||++m;let y=m-p+1;d=new Float64Array(y);for(let b=0;b<y;++b)d[b]=(p+b)/h}else d=[c];else d=[c]}else d=Jr(c,f,d);else ci(d)&&(r===ft&&(c=d.floor(c),f=d.offset(d.floor(f))),d=d.range(c,d.offset(f)));l=d}let u=[];if(l.length===1)u.push([l[0],l[0]]);else for(let c=1;c<l.length;++c)u.push([l[c-1],l[c]]);return u.bin=(n<0?n7:n>0?t7:Mb)(u,l,a),u};return s.label=Tn(t),s}function XP(e,t,n=nk){if(e===void 0)return t===void 0?n:Jn(t);if(typeof e=="string"){switch(e.toLowerCase()){case"freedman-diaconis":return $0;case"scott":return ah;case"sturges":return y0;case"auto":return nk}return nl(e)}return e}function JP(e,t){return c$(e,t,rk)}function rk(e,t,n){return Cg(e,t,n,ik)}function ik(e,t,n){return Mg(e,t,n,sk)}function sk(e,t){return ll(e,t,ZP)}function ZP(e){switch(`${e}`.toLowerCase()){case"x":return r7;case"x1":return s7;case"x2":return o7;case"y":return i7;case"y1":return a7;case"y2":return l7;case"z":return h$}throw new Error(`invalid bin reduce: ${e}`)}function nk(e,t,n){return Math.min(200,ah(e,t,n))}function QP(e){return q_(e)||Pt(e)&&Fe(e)}function e7(e,t,n){let r=e?.(n),i=t?.(n);return r&&i?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries()){let c=i.bin(o[a]);for(let[f,[d,h]]of i.entries())yield[c[f],{data:n,x1:l,y1:d,x2:u,y2:h}]}}:r?function*(s){let o=r.bin(s);for(let[a,[l,u]]of r.entries())yield[o[a],{data:n,x1:l,x2:u}]}:function*(s){let o=i.bin(s);for(let[a,[l,u]]of i.entries())yield[o[a],{data:n,y1:l,y2:u}]}}function Mb(e,t,n){return t=Yn(t),r=>{let i=e.map(()=>[]);for(let s of r)i[Zs(t,n[s])-1]?.push(s);return i}}function t7(e,t,n){let r=Mb(e,t,n);return i=>{let s=r(i);for(let o=1,a=s.length;o<a;++o){let l=s[o-1],u=s[o];for(let c of l)u.push(c)}return s}}function n7(e,t,n){let r=Mb(e,t,n);return i=>{let s=r(i);for(let o=s.length-2;o>=0;--o){let a=s[o+1],l=s[o];for(let u of a)l.push(u)}return s}}function ok(e,t){let n=(+e+ +t)/2;return e instanceof Date?new Date(n):n}var r7={reduceIndex(e,t,{x1:n,x2:r}){return ok(n,r)}},i7={reduceIndex(e,t,{y1:n,y2:r}){return ok(n,r)}},s7={reduceIndex(e,t,{x1:n}){return n}},o7={reduceIndex(e,t,{x2:n}){return n}},a7={reduceIndex(e,t,{y1:n}){return n}},l7={reduceIndex(e,t,{y2:n}){return n}};var c7={ariaLabel:"area",strokeWidth:1,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},Uf=class extends be{constructor(t,n={}){let{x1:r,y1:i,x2:s,y2:o,z:a,curve:l,tension:u}=n;super(t,{x1:{value:r,scale:"x"},y1:{value:i,scale:"y"},x2:{value:s,scale:"x",optional:!0},y2:{value:o,scale:"y",optional:!0},z:{value:ko(n),optional:!0}},n,c7),this.z=a,this.curve=Cb(l,u)}filter(t){return t}render(t,n,r,i,s){let{x1:o,y1:a,x2:l=o,y2:u=a}=r;return ue("svg:g",s).call(De,this,i,s).call(Le,this,n,0,0).call(c=>c.selectAll().data(Tf(t,[o,a,l,u],this,r)).enter().append("path").call(Me,this).call(kf,this,r).attr("d",U1().curve(this.curve).defined(f=>f>=0).x0(f=>o[f]).y0(f=>a[f]).x1(f=>l[f]).y1(f=>u[f]))).node()}};function ds(e,t){let{x:n=$n,...r}=qf(t);return new Uf(e,qo(Ko({...r,x1:n,x2:void 0},n===$n?"y2":"y")))}var f7={ariaLabel:"bar"},Rb=class extends be{constructor(t,n,r={},i=f7){super(t,n,r,i),gl(this,r),bl(this,r)}render(t,n,r,i,s){let{rx:o,ry:a,rx1y1:l,rx1y2:u,rx2y1:c,rx2y2:f}=this,d=this._x(n,r,i),h=this._y(n,r,i),p=this._width(n,r,i),m=this._height(n,r,i);return ue("svg:g",s).call(De,this,i,s).call(this._transform,this,n).call(y=>y.selectAll().data(t).enter().call(l||u||c||f?b=>b.append("path").call(Me,this).call(yl,d,h,ak(d,p),ak(h,m),this).call(Ze,this,r):b=>b.append("rect").call(Me,this).attr("x",d).attr("width",p).attr("y",h).attr("height",m).call(Q,"rx",o).call(Q,"ry",a).call(Ze,this,r))).node()}_x(t,{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n?s=>n[s]+i:r+i}_y(t,{y:n},{marginTop:r}){let{insetTop:i}=this;return n?s=>n[s]+i:r+i}_width({x:t},{x:n},{marginRight:r,marginLeft:i,width:s}){let{insetLeft:o,insetRight:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}_height({y:t},{y:n},{marginTop:r,marginBottom:i,height:s}){let{insetTop:o,insetBottom:a}=this,l=n&&t?t.bandwidth():s-r-i;return Math.max(0,l-o-a)}};function ak(e,t){return typeof e=="function"&&typeof t=="function"?n=>e(n)+t(n):typeof e=="function"?n=>e(n)+t:typeof t=="function"?n=>e+t(n):e+t}var jf=class extends Rb{constructor(t,n={},r){let{x:i,y1:s,y2:o}=n;super(t,{y1:{value:s,scale:"y"},y2:{value:o,scale:"y"},x:{value:i,scale:"x",type:"band",optional:!0}},n,r)}_transform(t,n,{y:r}){t.call(Le,n,{y:r},0,0)}_y({y:t},{y1:n,y2:r},{marginTop:i}){let{insetTop:s}=this;return Cn(t)?i+s:o=>Math.min(n[o],r[o])+s}_height({y:t},{y1:n,y2:r},{marginTop:i,marginBottom:s,height:o}){let{insetTop:a,insetBottom:l}=this;return Cn(t)?o-i-s-a-l:u=>Math.max(0,Math.abs(r[u]-n[u])-a-l)}};function Eb(e,t={}){return of(t)||(t={...t,x:$n,y2:ge}),new jf(e,qo(Rf(Ko(t))))}var d7={ariaLabel:"dot",fill:"none",stroke:"currentColor",strokeWidth:1.5};function h7(e){return e.sort===void 0&&e.reverse===void 0?a$({channel:"-r"},e):e}var Gf=class extends be{constructor(t,n={}){let{x:r,y:i,r:s,rotate:o,symbol:a=Qi,frameAnchor:l}=n,[u,c]=Oe(o,0),[f,d]=i$(a),[h,p]=Oe(s,f==null?3:4.5);super(t,{x:{value:r,scale:"x",optional:!0},y:{value:i,scale:"y",optional:!0},r:{value:h,scale:"r",filter:ts,optional:!0},rotate:{value:u,optional:!0},symbol:{value:f,scale:"auto",optional:!0}},h7(n),d7),this.r=p,this.rotate=c,this.symbol=d,this.frameAnchor=fi(l);let{channels:m}=this,{symbol:y}=m;if(y){let{fill:b,stroke:v}=m;y.hint={fill:b?b.value===y.value?"color":"currentColor":this.fill??"currentColor",stroke:v?v.value===y.value?"color":"currentColor":this.stroke??"none"}}}render(t,n,r,i,s){let{x:o,y:a}=n,{x:l,y:u,r:c,rotate:f,symbol:d}=r,{r:h,rotate:p,symbol:m}=this,[y,b]=tr(this,i),v=m===Qi,$=c?void 0:h*h*Math.PI;return yo(h)&&(t=[]),ue("svg:g",s).call(De,this,i,s).call(Le,this,{x:l&&o,y:u&&a}).call(x=>x.selectAll().data(t).enter().append(v?"circle":"path").call(Me,this).call(v?k=>{k.attr("cx",l?w=>l[w]:y).attr("cy",u?w=>u[w]:b).attr("r",c?w=>c[w]:h)}:k=>{k.attr("transform",Fo`translate(${l?w=>l[w]:y},${u?w=>u[w]:b})${f?w=>` rotate(${f[w]})`:p?` rotate(${p})`:""}`).attr("d",c&&d?w=>{let S=zn();return d[w].draw(S,c[w]*c[w]*Math.PI),S}:c?w=>{let S=zn();return m.draw(S,c[w]*c[w]*Math.PI),S}:d?w=>{let S=zn();return d[w].draw(S,$),S}:(()=>{let w=zn();return m.draw(w,$),w})())}).call(Ze,this,r)).node()}};function Dr(e,{x:t,y:n,...r}={}){return r.frameAnchor===void 0&&([t,n]=kn(t,n)),new Gf(e,{...r,x:t,y:n})}var p7={ariaLabel:"line",fill:"none",stroke:"currentColor",strokeWidth:1.5,strokeLinecap:"round",strokeLinejoin:"round",strokeMiterlimit:1},wl=class extends be{constructor(t,n={}){let{x:r,y:i,z:s,curve:o,tension:a}=n;super(t,{x:{value:r,scale:"x"},y:{value:i,scale:"y"},z:{value:ko(n),optional:!0}},n,p7),this.z=s,this.curve=ek(o,a),us(this,n)}filter(t){return t}project(t,n,r){this.curve!==xl&&super.project(t,n,r)}render(t,n,r,i,s){let{x:o,y:a}=r,{curve:l}=this;return ue("svg:g",s).call(De,this,i,s).call(Le,this,n).call(u=>u.selectAll().data(Tf(t,[o,a],this,r)).enter().append("path").call(Me,this).call(kf,this,r).call(L2,this,r,s).attr("d",l===xl&&s.projection?m7(s.path(),o,a):Fm().curve(l).defined(c=>c>=0).x(c=>o[c]).y(c=>a[c]))).node()}};function m7(e,t,n){return t=Yn(t),n=Yn(n),r=>{let i=[],s=[i];for(let o of r)o===-1?(i=[],s.push(i)):i.push([t[o],n[o]]);return e({type:"MultiLineString",coordinates:s})}}function Ab(e,{x:t,y:n,...r}={}){return[t,n]=kn(t,n),new wl(e,{...r,x:t,y:n})}function Lr(e,{x:t=$n,y:n=ge,...r}={}){return new wl(e,qf({...r,x:t,y:n}))}var g7={ariaLabel:"tick",fill:null,stroke:"currentColor"},Pb=class extends be{constructor(t,n,r){super(t,n,r,g7),us(this,r)}render(t,n,r,i,s){return ue("svg:g",s).call(De,this,i,s).call(this._transform,this,n).call(o=>o.selectAll().data(t).enter().append("line").call(Me,this).attr("x1",this._x1(n,r,i)).attr("x2",this._x2(n,r,i)).attr("y1",this._y1(n,r,i)).attr("y2",this._y2(n,r,i)).call(Ze,this,r).call(hl,this,r,s)).node()}};var Wf=class extends Pb{constructor(t,n={}){let{x:r,y:i,inset:s=0,insetRight:o=s,insetLeft:a=s}=n;super(t,{y:{value:i,scale:"y"},x:{value:r,scale:"x",type:"band",optional:!0}},n),this.insetRight=Ae(o),this.insetLeft=Ae(a)}_transform(t,n,{y:r}){t.call(Le,n,{y:r},0,Je)}_x1({x:t},{x:n},{marginLeft:r}){let{insetLeft:i}=this;return n&&t?s=>n[s]+i:r+i}_x2({x:t},{x:n},{width:r,marginRight:i}){let{insetRight:s}=this;return n&&t?o=>n[o]+t.bandwidth()-s:r-i-s}_y1(t,{y:n}){return r=>n[r]}_y2(t,{y:n}){return r=>n[r]}};function Yf(e,{y:t=ge,...n}={}){return new Wf(e,{...n,y:t})}be.prototype.plot=function({marks:e=[],...t}={}){return qe({...t,marks:[...e,this]})};var _l=class extends G{constructor(){super();this.chart=null;this.histogram=null,this.metric=""}willUpdate(n){(n.has("histogram")||n.has("metric"))&&(this.chart=this.draw())}draw(){let n=this.histogram;return!n||n.bins.length===0?null:qe({width:As,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{label:`gap (${this.metric})`,labelAnchor:"center",labelArrow:"none",nice:!1},y:{label:"labels",labelArrow:"none",grid:!0,ticks:Math.min(5,Math.max(...n.bins.map(r=>r.count)))},marks:[pi(n.bins,{x1:"x0",x2:"x1",y:"count",fill:Ci,fillOpacity:.85,insetLeft:.5,insetRight:.5}),Rn([0],{stroke:"var(--chart-rule)"}),mt([0],{stroke:"var(--chart-ink)",strokeDasharray:"3,3"})]})}render(){let n=this.histogram;if(!n)return _;let{posInf:r,negInf:i,undefined:s}=n.nonFinite,o=[r?`${N(r)} at +\u221E`:"",i?`${N(i)} at \u2212\u221E`:"",s?`${N(s)} undefined`:""].filter(Boolean);return g`
      <h3>Gap distribution</h3>
      <div class="chart">${this.chart??g`<div class="muted">No finite gap to plot.</div>`}</div>
      <div class="note muted">
        ${N(n.finite)} finite gap${n.finite===1?"":"s"}${o.length?g`; not plotted: ${o.join(", ")}`:_}
      </div>
    `}};_l.properties={histogram:{attribute:!1},metric:{attribute:!1}},_l.styles=[Z,V`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
    `];customElements.define("fairness-gap-histogram",_l);var $l=class extends G{constructor(){super();this.chart=null;this.distribution=null,this.k=100,this.sortLabel="",this.kText="100"}willUpdate(n){n.has("k")&&Number(this.kText)!==this.k&&(this.kText=String(this.k)),n.has("distribution")&&(this.chart=this.draw())}draw(){let n=this.distribution;if(!n||n.bins.length===0)return null;let r=Math.max(1,n.topShown),i=Math.max(1,n.allShown),s=n.bins.map(o=>({x0:o.x0,x1:o.x1,top:o.top/r,all:o.all/i}));return qe({width:As,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{type:"log",label:"c(y): examples with the label",labelAnchor:"center",labelArrow:"none"},y:{label:"share of labels",labelArrow:"none",grid:!0,percent:!0},marks:[pi(s,{x1:"x0",x2:"x1",y:"top",fill:Ci,fillOpacity:.85,insetLeft:.5,insetRight:.5}),pi(s,{x1:"x0",x2:"x1",y:"all",fill:"none",stroke:"var(--chart-ink)",strokeWidth:1}),Rn([0],{stroke:"var(--chart-rule)"})]})}onK(n){let r=n.target.value;this.kText=r;let i=Number(r);r.trim()!==""&&Number.isSafeInteger(i)&&i>=1&&this.dispatchEvent(new CustomEvent("topk-change",{detail:i,bubbles:!0,composed:!0}))}render(){let n=this.distribution;if(!n)return _;let r=Number(this.kText),i=!(this.kText.trim()!==""&&Number.isSafeInteger(r)&&r>=1);return g`
      <div class="head">
        <h3>Counts of the top</h3>
        <input
          type="text"
          inputmode="numeric"
          name="topk"
          aria-label="K"
          class=${i?"invalid":""}
          .value=${this.kText}
          @input=${s=>this.onK(s)}
        />
        <h3>labels by ${this.sortLabel}</h3>
      </div>
      <div class="chart">${this.chart??g`<div class="muted">No label with c(y) &gt; 0 to plot.</div>`}</div>
      <div class="note muted">
        <span class="key" style="background:${Ci}"></span>top ${N(n.k)}${n.topMedian!==null?g` (median c(y) ${N(n.topMedian)})`:_}
        <span class="key" style="border:1px solid var(--chart-ink)"></span>all ${N(n.allShown)} shown${n.allMedian!==null?g` (median ${N(n.allMedian)})`:_}${n.zero?g`; ${N(n.zero)} of the top with c(y) = 0 not plotted`:_}
      </div>
    `}};$l.properties={distribution:{attribute:!1},k:{attribute:!1},sortLabel:{attribute:!1},kText:{state:!0}},$l.styles=[Z,V`
      :host {
        display: block;
      }
      .head {
        display: flex;
        align-items: baseline;
        gap: 8px;
      }
      .head input {
        width: 64px;
        height: 22px;
      }
      .note {
        font-size: 11px;
      }
      .key {
        display: inline-block;
        width: 10px;
        height: 10px;
        margin: 0 3px 0 8px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-count-distribution",$l);var b7={identity:"The identity (a label used as a group)",group:"The group",count:"Examples counted (c(x): with the identity)",count_label:"Examples with both the identity and this label (c(x, y))",rate:"The share p(y | x): of the examples with the identity, those with the label",n:"Examples (people, queries) in the group",hits:"Examples with the label in the group",value:"The metric of this identity or group",gap:"This group minus the others",expected:"The count expected if prediction did not depend on the group",correct:"Whether the predicted label is the correct one",p_value:"The test of this group against the others (two-sided)",significant:"A Benjamini-Hochberg discovery at the FDR in use",label:"The label",type:"The type of harm",class:"The class"};function gt(e){return typeof e=="number"&&Number.isFinite(e)}function y7(e,t){let n=t.filter(r=>r!=null);return n.length>0&&n.every(r=>typeof r=="boolean")?"flag":n.some(r=>typeof r=="string")?"text":e==="p_value"?"p":n.length>0&&n.every(r=>gt(r)&&Number.isInteger(r))?"count":"number"}function v7(e,t){return t==null?{text:"",value:null,title:"undefined"}:typeof t=="boolean"?{text:t?"\u2713":"",value:t,title:t?"yes":"no"}:typeof t=="string"?{text:t,value:t,title:t}:typeof t!="number"?{text:String(t),value:String(t),title:String(t)}:Number.isFinite(t)?{text:e==="count"?N(t):e==="p"?vt(t):ye(t),value:t,title:String(t)}:{text:"undefined",value:null,title:"undefined"}}function x7(e,t){let n=[...t].sort().join("\0");return e?.tables.find(r=>[...r.columns].sort().join("\0")===n)?.title??null}function lk(e,t,n=null,r={}){let i=b=>e.rows.map(v=>v[b]),s=n?.bias.key||null,o=b=>b===s&&e.rows.length>0&&i(b).every(v=>v===t),a=e.columns.filter(b=>!o(b)),l=a.indexOf("lower"),u=a.indexOf("upper"),c=l>0&&u===l+1,f=c?a[l-1]:null,d=null;if(c){let b=e.rows.flatMap(v=>[v.lower,v.upper,f?v[f]:null]).filter(gt);if(b.length>0){let v=Math.min(...b),$=Math.max(...b);v>=0&&$<=1&&(v=0),v===$&&($=v+1),d=[v,$]}}let h=b=>d?(b-d[0])/(d[1]-d[0]):0,p=[],m=[];return a.forEach((b,v)=>{if(c&&v===u)return;if(c&&v===l){p.push({name:"interval",head:r.interval??"interval",title:`The interval of ${f} [lower, upper], drawn on one scale for every row`,kind:"interval"}),m.push(x=>{let k=x.lower,w=x.upper,S=f?x[f]:null;return!gt(k)||!gt(w)?{text:"",value:null,title:"no interval",whisker:null,lower:null,upper:null}:{text:`[${ye(k)}, ${ye(w)}]`,value:k,title:`[${k}, ${w}]`,whisker:{lo:h(k),hi:h(w),mid:gt(S)?h(S):null},lower:k,upper:w}});return}let $=y7(b,i(b));p.push({name:b,head:r[b]??b,title:b7[b]??b,kind:$}),m.push(x=>v7($,x[b]))}),{caption:x7(n,e.columns)??(e.columns.includes("identity")?"Counts per identity":"Per group"),columns:p,rows:e.rows.map(b=>m.map(v=>v(b))),scale:d,estimate:f}}function uk(e,t){if(!e)return"";let n=[];for(let[r,i]of Object.entries(e)){if(i===t||i===null||i===void 0)continue;let s;if(typeof i=="number")s=Number.isInteger(i)?N(i):ye(i);else if(typeof i=="string")s=i;else if(typeof i=="boolean")s=i?"yes":"no";else if(Array.isArray(i)&&i.every(o=>typeof o=="string"||typeof o=="number"))s=i.join(" & ");else continue;n.push(`${r} ${s}`)}return n.join(" \xB7 ")}function w7(e,t){let n=new Map(t.map((r,i)=>[r,i]));return e.map((r,i)=>({r,i})).sort((r,i)=>(n.get(r.r.run)??t.length+r.i)-(n.get(i.r.run)??t.length+i.i)).map(r=>r.r)}function ck(e,t){let n=w7(e.runs,t),r=n.flatMap(l=>[l.bias,l.upper]).filter(gt),i=r.length?Math.max(...r):1;i>0||(i=1);let s=Math.min(0,...r),o=l=>(l-s)/(i-s);return{bars:n.map(l=>{let u=gt(l.bias);return{...l,present:u,inReport:l.present!==!1,current:l.run===e.run,at:u?{bias:o(l.bias),lower:gt(l.lower)?o(l.lower):null,upper:gt(l.upper)?o(l.upper):null}:null}}),domain:[s,i]}}function Db(e){let t=[...e.steps].sort((s,o)=>s.step-o.step),n=[],r=[],i=0;for(let s of t){if(!gt(s.bias)){r.push(s.step),i++;continue}n.push({step:s.step,wall_time:s.wall_time,value:gt(s.value)?s.value:null,bias:s.bias,lower:gt(s.lower)?s.lower:null,upper:gt(s.upper)?s.upper:null,segment:i,current:s.step===e.step})}return{dots:n,missing:r,current:e.step}}function Lb(e,t="not in this run"){if(!gt(e.bias))return t;let n=gt(e.lower)&&gt(e.upper)?` [${ye(e.lower)}, ${ye(e.upper)}]`:"";return`${ye(e.bias)}${n}`}function fk(e,t=6){if(e.length===0)return"";let n=e.slice(0,t).join(", "),r=e.length>t?` and ${e.length-t} more`:"";return`step${e.length>1?"s":""} ${n}${r}`}function dk(e){let t=Object.keys(e.options).sort().map(n=>[n,e.options[n]]);return JSON.stringify([e.tag,e.run,e.step,e.key,t])}function _7(e){if(!(e>0)||!Number.isFinite(e))return 1;let t=10**Math.floor(Math.log10(e)),n=e/t;return(n<1.5?1:n<3.5?2:n<7.5?5:10)*t}function hk(e){return Number(e.toPrecision(12))}var $7=e=>e.filter(t=>typeof t=="number"&&Number.isFinite(t));function Sl(e,t=[],n=[],r={}){let i=$7([...e,...t,...n]);if(i.length===0)return null;let s=Math.min(...i),o=Math.max(...i),a=s,l=o;r.zero&&(s=Math.min(s,0),o=Math.max(o,0));let u=r.clamp,c=r.minSpan??(u?(u[1]-u[0])*.02:Math.max(Math.abs(s),Math.abs(o),1e-9)*.02);if(o-s<c){let h=(s+o)/2;s=h-c/2,o=h+c/2,r.zero&&a>=0&&(s=0,o=Math.max(o,c))}let f=(o-s)*(r.pad??.05);r.zero&&s===0||(s-=f),r.zero&&o===0||(o+=f);let d=_7((o-s)/(r.steps??10));return s=hk(Math.floor(s/d+1e-9)*d),o=hk(Math.ceil(o/d-1e-9)*d),u&&(s=Math.max(s,Math.min(u[0],a)),o=Math.min(o,Math.max(u[1],l))),[s,o]}function kl(e,t){let n=(t-e)/5;return!(n>0)||n>=.01?".0%":n>=.001?".1%":".2%"}function Nb(e,t){let n=0;for(let r of e)"iljtfrI1.,:;|!'()[] ".includes(r)?n+=.32:"mwMW@%&".includes(r)?n+=.9:r>="A"&&r<="Z"?n+=.68:n+=.58;return n*t}function S7(e,t,n){if(n(e)<=t)return e;let r=[...e],i=0,s=r.length;for(;i<s;){let o=Math.ceil((i+s)/2);n(r.slice(0,o).join("")+"\u2026")<=t?i=o:s=o-1}return r.slice(0,Math.max(1,i)).join("").trimEnd()+"\u2026"}function pk(e){let t=e.map(s=>s.split(" & ").map(o=>[o.slice(0,o.indexOf("=")),o.slice(o.indexOf("=")+1)])),n=t[0]?.map(([s])=>s)??[],r=e.length>0&&t.every((s,o)=>s.length===n.length&&s.every(([a],l)=>a!==""&&a===n[l]&&e[o].split(" & ")[l].includes("="))),i=r?t.map(s=>s.map(([,o])=>o).join(" & ")):[...e];return!r||new Set(i).size!==i.length||i.some(s=>s==="")?{labels:[...e],title:null}:{labels:i,title:n.join(" & ")}}function mk(e,t,n,r={}){let i=r.measure??(m=>Nb(m,n)),s=r.maxLabelPx??120,o=r.marginLeft??44,a=Math.max(1,e.length),l=t/a,u=n*1.35,c=Math.ceil(10+n*1.6);if(Math.max(0,...e.map(i))+8<=l)return{rotate:0,labels:[...e],truncated:!1,marginBottom:c,marginLeft:o,plotWidth:t};let d=e.map(m=>S7(m,s,i)),h=d.some((m,y)=>m!==e[y]),p=Math.max(0,...d.map(i));if(l*Math.SQRT1_2>=u*1.1){let m=Math.ceil((p+n)*Math.SQRT1_2);return{rotate:-45,labels:d,truncated:h,marginBottom:Math.ceil(12+m),marginLeft:Math.max(o,Math.ceil(m-l/2+4)),plotWidth:t}}return{rotate:-90,labels:d,truncated:h,marginBottom:Math.ceil(14+p),marginLeft:o,plotWidth:Math.max(t,Math.ceil(a*u))}}var k7=["report","compare","trend"],Ib="mode",nr="cmp_",Nr="trend_";function T7(e){return k7.includes(e??"")?e:"report"}function gk(e,t){let n={mode:"report",view:[],compare:[],trend:[]};for(let[r,i]of e){let s=r.slice(t.length);s===Ib?n.mode=T7(i):s.startsWith(nr)?n.compare.push([r,i]):s.startsWith(Nr)?n.trend.push([r,i]):n.view.push([r,i])}return n}function bk(e,t,n){let r={};for(let[i,s]of e){let o=i.slice(t.length);n.includes(o)&&s!==""&&(r[o]=s)}return r}function yk(e,t,n){return Object.keys(e).filter(r=>e[r][t]?.kind===n).sort()}function vk(e,t){let n=new Set;for(let r of Object.values(e))for(let[i,s]of Object.entries(r))t.includes(s.kind)&&n.add(i);return[...n].sort()}var C7=["table","rank_by","class_name"];function M7(e,t){return`${Ve}${e}o_${t}`}function xk(e,t=[]){return(e?.options??[]).filter(n=>!C7.includes(n.name)&&!t.includes(n.name))}function R7(e,t){if(e.type==="float"||e.type==="int"){let n=t.trim();if(n==="")return;let r=Number(n);return Number.isFinite(r)?r:void 0}return t}function Xf(e,t,n){if(n==="")return!0;let r=bt(e,t);if(r===null)return!1;let i=R7(r,n);return i!==void 0&&Re(e,t,i)}function Uo(e,t,n){let r={},i=`${Ve}${t}o_`;for(let[s,o]of e){if(!s.startsWith(i)||o==="")continue;let a=s.slice(i.length);bt(n,a)!==null&&Xf(n,a,o)&&(r[a]=o)}return r}function Tl(e,t,n){return(n?.options??[]).map(i=>i.name).filter(i=>e[i]!==void 0&&e[i]!=="").map(i=>[M7(t,i),e[i]])}function gi(e,t){let n={...e};for(let[r,i]of Object.entries(t))i!==""&&(n[r]=i);return n}function wk(e,t,n){if(n[t]!==void 0&&n[t]!=="")return n[t];let r=bt(e,t)?.default;return r==null?"":String(r)}var E7="dark-mode";function _k(e,t){return e!==null?e.split(/\s+/).includes(E7)?"dark":"light":t?"dark":"light"}var Ob=[{name:"Slate",light:"#425066",dark:"#8e98a3"},{name:"Cyan",light:"#12b5cb",dark:"#12b5cb"},{name:"Pink",light:"#e52592",dark:"#e52592"},{name:"Yellow",light:"#f9ab00",dark:"#f9ab00"},{name:"Purple",light:"#9334e6",dark:"#9334e6"},{name:"Light Green",light:"#7cb342",dark:"#7cb342"},{name:"Orange",light:"#e8710a",dark:"#e8710a"}],zb={name:"Gray",light:"#e0e0e0",dark:"#3b3b3b"},$k="runColorGroup";function Sk(e){return e==="experiment"?{key:"experiment"}:e!==null&&e.startsWith("regex:")?{key:"regex",regex:e.slice(6)}:{key:"run"}}function A7(e,t){if(t.key==="experiment")return"experiment";if(t.key==="regex"&&t.regex!==""){let n;try{n=new RegExp(t.regex)}catch{return"run:"+e}let r=e.match(n);return r?r.length>1?"regex:"+JSON.stringify(r.slice(1)):"regex:pseudo_group":null}return"run:"+e}var Jf=class{constructor(){this.groupIds=new Map;this.runIds=new Map;this.runs=[];this.groupBy={key:"run"}}update(t){for(let n of t)this.runIds.set(n,this.idFor(n,this.groupIds));this.runs=[...new Set([...this.runs,...t])]}setGroupBy(t){return JSON.stringify(t)===JSON.stringify(this.groupBy)?!1:(this.groupBy=t,this.groupIds=new Map,this.runIds=new Map,this.update(this.runs),!0)}has(t){return this.runIds.has(t)}known(){return[...this.runs]}ids(t){let n=new Map(this.groupIds);return t.map(r=>this.runIds.get(r)??this.idFor(r,n))}idFor(t,n){let r=A7(t,this.groupBy);if(r===null)return-1;let i=n.get(r)??n.size;return n.set(r,i),i}};function P7(e,t){let n=e<0?zb:Ob[e%Ob.length];return t==="dark"?n.dark:n.light}function D7(e){let t=e.trim().toLowerCase();if(/^#[0-9a-f]{6}$/.test(t))return t;if(/^#[0-9a-f]{3}$/.test(t))return"#"+[...t.slice(1)].map(i=>i+i).join("");let n=/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(t);if(!n||n[4]!==void 0&&Number.parseFloat(n[4])===0)return null;let r=[n[1],n[2],n[3]].map(Number);return r.some(i=>i>255)?null:"#"+r.map(i=>i.toString(16).padStart(2,"0")).join("")}function kk(e){let t=D7(e);if(t===null)return null;let n=Ob.findIndex(r=>r.light===t||r.dark===t);return n>=0?{id:n}:t===zb.light||t===zb.dark?{id:-1}:{custom:t}}var Tk={theme:"light",ids:null,seen:new Map};function Ck(){return Tk}function Mk(e){Tk=e}function Zf(e,t){let n=t.ids?t.ids.ids(e):e.map((r,i)=>i);return e.map((r,i)=>{let s=t.seen.get(r);return s&&"custom"in s?s.custom:P7(s?s.id:n[i],t.theme)})}function Rk(e,t){let n=Object.keys(e).sort(),r=Object.keys(t).sort();if(n.length!==r.length||n.some((i,s)=>i!==r[s]))return!1;for(let i of n){let s=Object.keys(e[i]).sort(),o=Object.keys(t[i]).sort();if(s.length!==o.length||s.some((a,l)=>a!==o[l]))return!1;for(let a of s)if(e[i][a].kind!==t[i][a].kind||e[i][a].max_step!==t[i][a].max_step)return!1}return!0}function Qf(e,t,n){if(t===null||n===null)return null;let r=e[t]?.[n];return r===void 0?null:r.max_step}function Ek(e,t,n){return e!==null&&t!==null&&n!==null&&e===t&&n>t?n:e}function Bb(e,t){return Object.keys(e).sort().filter(n=>e[n][t]!==void 0).map(n=>`${JSON.stringify(n)}:${e[n][t].max_step}`).join(",")}var Ak=Ve+Nr+"run",Pk=Ve+Nr+"gap_threshold",Dk=Ve+Nr+"fit",hn="gap_threshold",L7=["lines","intervals"];function Fb(e){return{runs:null,gapThreshold:je(e,hn),own:{},fit:"lines"}}function ed(e,t){let n=Te(e);return Re(t,hn,n)?n:null}function Hb(e,t){let n=[];for(let r of e.runs??[])n.push([Ak,r]);return e.gapThreshold!==null&&e.gapThreshold!==je(t,hn)&&n.push([Pk,String(e.gapThreshold)]),e.fit!=="lines"&&n.push([Dk,e.fit]),[...n,...Tl(e.own,Nr,t)]}function Lk(e,t,n){let r=Fb(t),i=[],s;e=[...e],r.own=Uo(e,Nr,t);for(let[o,a]of e)o===Ak&&a!==""&&!i.includes(a)?i.push(a):o===Pk?s=a:o===Dk&&L7.includes(a)&&(r.fit=a);return r.runs=i.length>0?i:null,r.gapThreshold=ed(s,t)??r.gapThreshold,n?Cl(r,n):r}function Cl(e,t){if(e.runs===null||t.length===0)return e;let n=t.filter(r=>e.runs.includes(r));return{...e,runs:n.length===0||n.length===t.length?null:n}}function hs(e,t){return e.runs===null?[...t]:t.filter(n=>e.runs.includes(n))}function Nk(e,t,n,r){let i=hs(e,t),s=r?t.filter(o=>o===n||i.includes(o)):i.filter(o=>o!==n);return s.length===0?e:Cl({...e,runs:s},t)}function Ik(e,t){if(t==="")return{runs:[...e],error:null};let n;try{n=new RegExp(t,"i")}catch(r){return{runs:[...e],error:r.message}}return{runs:e.filter(r=>n.test(r)),error:null}}function Ok(e,t,n){return n.length===0?e:Cl({...e,runs:t.filter(r=>n.includes(r))},t)}function zk(e,t){return t!==null&&e.includes(t)?[t,...e.filter(n=>n!==t)]:[...e]}function Bk(e,t,n){let r=gi(e,t.own);return n&&t.gapThreshold!==null?{...r,[hn]:String(t.gapThreshold)}:r}function Fk(e){let t=[];for(let[n,r]of Object.entries(e))n==="gap_threshold"||r===""||t.push(n==="metric"?`metric ${r}`:`${n}=${r}`);return t.join(", ")}function N7(e){return e==="percent"||e==="count"?e:"value"}function Hk(e,t,n="intervals"){if(t==="count"||e.length===0)return null;let r=n==="intervals";return Sl(e.map(i=>i.value),r?e.map(i=>i.lower):[],r?e.map(i=>i.upper):[],t==="percent"?{clamp:[0,1]}:{})}function Vk(e){let t=i=>i.lower!==null&&i.upper!==null,n=new Map;for(let i of e){let s=n.get(i.segment)??[];s.push(i),n.set(i.segment,s)}let r=[];for(let i of n.values())i.sort((s,o)=>s.step-o.step),i.forEach((s,o)=>{t(s)&&!(o>0&&t(i[o-1]))&&!(o+1<i.length&&t(i[o+1]))&&r.push(s)});return e.filter(i=>r.includes(i))}function Kk(e,t){let n=t.find(r=>r.name===e);return n?{title:n.title,explanation:n.explanation,format:N7(n.format)}:{title:e,explanation:"",format:"value"}}function Ml(e,t){return e===null||!Number.isFinite(e)?"undefined":t==="percent"?Ge(e):t==="count"?Number.isInteger(e)?N(e):dr(e):ye(e)}function qk(e,t){let n=Object.prototype.hasOwnProperty.call(e,t)?e[t]:null;return typeof n=="number"&&Number.isFinite(n)?n:null}function Uk(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run)).map(r=>({run:r.run,points:[...r.points].sort((i,s)=>i.step-s.step)}));return e.names.map(r=>{let i=[],s=[];return n.forEach((o,a)=>{let l=0,u=!1;for(let c of o.points){let f=qk(c.values,r);if(f===null){s.push({run:o.run,step:c.step}),u&&l++,u=!1;continue}u=!0;let[d,h]=c.intervals?.[r]??[null,null];i.push({run:o.run,step:c.step,wall_time:c.wall_time,value:f,lower:d,upper:h,segment:`${a}:${l}`})}}),{name:r,dots:i,missing:s}})}function jk(e,t=null){let n=e.series.filter(r=>t===null||t.includes(r.run));return n.some(r=>r.points.length>0)&&n.every(r=>new Set(r.points.map(i=>i.step)).size<=1)}function Gk(e,t=6){let n=new Map;for(let i of e){let s=n.get(i.run)??[];s.push(i.step),n.set(i.run,s)}let r=[];for(let[i,s]of n){let o=s.slice(0,t).join(", "),a=s.length>t?` and ${s.length-t} more`:"";r.push(`${i} at step${s.length>1?"s":""} ${o}${a}`)}return r.join("; ")}function Rl(e,t=Ck()){return Zf(e,t)}function Wk(e,t,n,r=12){let i=null,s=r*r;return e.forEach((o,a)=>{if(!Number.isFinite(o.x)||!Number.isFinite(o.y))return;let l=(o.x-t)**2+(o.y-n)**2;l<=s&&(i=a,s=l)}),i}function Yk(e,t=null){let n=[["run","step","wall_time",...e.names].map(Dd).join(",")];for(let r of e.series)if(!(t!==null&&!t.includes(r.run)))for(let i of[...r.points].sort((s,o)=>s.step-o.step))n.push([Dd(r.run),xu(i.step),xu(i.wall_time),...e.names.map(s=>xu(qk(i.values,s)))].join(","));return n.join(`\r
`)+`\r
`}function Vb(e,t,n){if(typeof e=="number"&&Number.isFinite(e))return e;let r=Te(t.level);return r!==null&&Re(n,"level",r)?r:je(n,"level")}function Xk(e,t){let n=Re(t,hn,e.gapThreshold)?e.gapThreshold:je(t,hn),r=Uo(Object.entries(e.own).map(([s,o])=>[`${Ve}${Nr}o_${s}`,o]),Nr,t);return n===e.gapThreshold&&JSON.stringify(r)===JSON.stringify(e.own)?e:{...e,gapThreshold:n,own:r}}var Jk=15e3,td="theme-change",ps="run-colors-change",I7="experimental",O7="experimental.GetRuns",z7="experimental.RunsChanged",B7="experimental.DataReloaded",Kb=class{constructor(t){this.port=t;this.nextId=0;this.waits=new Map;this.listeners=new Map;t.addEventListener("message",n=>this.onMessage(n.data)),t.start()}send(t,n=null,r=5e3){let i=this.nextId++;return new Promise(s=>{let o=setTimeout(()=>{this.waits.delete(i),s(null)},r);this.waits.set(i,a=>{clearTimeout(o),s(a)}),this.post({type:t,id:i,payload:n,error:null,isReply:!1})})}listen(t,n){this.listeners.set(t,n)}close(){this.port.close()}onMessage(t){let n;try{n=JSON.parse(String(t))}catch{return}if(!(typeof n!="object"||n===null||typeof n.type!="string")){if(n.isReply){let r=this.waits.get(n.id);this.waits.delete(n.id),r?.(n.error?null:n.payload);return}try{this.listeners.get(n.type)?.(n.payload)}finally{this.post({type:n.type,id:n.id,payload:null,error:null,isReply:!0})}}}post(t){this.port.postMessage(JSON.stringify(t))}};function F7(e){if(e.parent===e)return null;try{let t=e.parent.document;return t.querySelector("tb-webapp")?t:null}catch{return null}}function H7(e){let t=new Map,n=e.defaultView;for(let r of e.querySelectorAll("tb-data-table-content-row")){let i=r.querySelector(".table-column-run")?.textContent?.trim(),s=r.querySelector(".run-color-swatch");if(!i||!s||t.has(i))continue;let o=s.style.backgroundColor||(n?n.getComputedStyle(s).backgroundColor:""),a=kk(o);a&&t.set(i,a)}return t}function V7(e,t){if(e.size!==t.size)return!1;for(let[n,r]of e)if(JSON.stringify(t.get(n))!==JSON.stringify(r))return!1;return!0}var qb=class extends EventTarget{constructor(n=window){super();this.win=n;this.ipc=null;this.observers=[];this.onMedia=()=>this.onThemeSignal();this.onDocVisibility=()=>this.onVisibility();this.seen=new Map;this.refreshers=new Set;this.pollTimer=null;this.lastRefresh=Date.now();this.colorsKey="";this.tbDocument=F7(n),this.media=typeof n.matchMedia=="function"?n.matchMedia("(prefers-color-scheme: dark)"):null,this.theme=this.readTheme(),this.applyColorScheme(),this.shown=this.isShown(),this.ids=this.tbDocument?new Jf:null,this.media?.addEventListener("change",this.onMedia);let r=this.tbDocument;if(r){let i=new MutationObserver(()=>this.onThemeSignal());i.observe(r.body,{attributes:!0,attributeFilter:["class"]}),this.observers.push(i);let s=n.frameElement;if(s){let o=new MutationObserver(()=>this.onVisibility());o.observe(s,{attributes:!0,attributeFilter:["style","class"]}),this.observers.push(o)}this.ipc=this.connect(r)}n.document.addEventListener("visibilitychange",this.onDocVisibility),this.readColors()}get inTensorBoard(){return this.tbDocument!==null}onRefresh(n){return this.refreshers.add(n),this.schedulePoll(),()=>{this.refreshers.delete(n),this.refreshers.size===0&&this.pollTimer!==null&&(clearTimeout(this.pollTimer),this.pollTimer=null)}}dispose(){for(let n of this.observers)n.disconnect();this.media?.removeEventListener("change",this.onMedia),this.win.document.removeEventListener("visibilitychange",this.onDocVisibility),this.ipc?.close(),this.refreshers.clear(),this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null}readColors(){let n=this.tbDocument;if(n&&this.ids){this.ids.setGroupBy(Sk(new URLSearchParams(n.location.search).get($k)));let r=H7(n);V7(r,this.seen)||(this.seen=r)}this.publishColors()}connect(n){let r=this.win.parent;if(typeof MessageChannel>"u")return null;let i=new MessageChannel,s=new Kb(i.port1);return s.listen(z7,o=>this.onRuns(o)),s.listen(B7,()=>{let o=this.win.document.documentElement;o.dataset.tensorboardReloads=String(Number(o.dataset.tensorboardReloads??0)+1),this.refresh()}),r.postMessage(`${I7}.bootstrap`,n.location.origin,[i.port2]),s.send(O7).then(o=>this.onRuns(o)),s}onRuns(n){!this.ids||!Array.isArray(n)||!n.every(r=>typeof r=="string")||(this.ids.update(n),this.readColors())}readTheme(){let n=this.tbDocument?this.tbDocument.body.getAttribute("class")??"":null;return _k(n,this.media?.matches??!1)}onThemeSignal(){let n=this.readTheme();n!==this.theme&&(this.theme=n,this.applyColorScheme(),this.dispatchEvent(new Event(td)),this.readColors())}applyColorScheme(){this.win.document.documentElement.style.colorScheme=this.theme}publishColors(){let n={theme:this.theme,ids:this.ids,seen:this.seen},r=this.ids?.known()??[],i=JSON.stringify([this.theme,r,Zf(r,n),[...this.seen]]);Mk(n),i!==this.colorsKey&&(this.colorsKey=i,this.dispatchEvent(new Event(ps)))}isShown(){if(this.win.document.visibilityState==="hidden")return!1;let n=this.win.frameElement;return!n||n.style.visibility!=="hidden"}onVisibility(){let n=this.isShown();n!==this.shown&&(this.shown=n,n&&(this.readColors(),Date.now()-this.lastRefresh>=Jk?this.refresh():this.schedulePoll()))}refresh(){this.lastRefresh=Date.now(),this.readColors();for(let n of this.refreshers)n();this.schedulePoll()}schedulePoll(){if(this.pollTimer!==null&&clearTimeout(this.pollTimer),this.pollTimer=null,this.refreshers.size===0)return;let n=Math.max(0,this.lastRefresh+Jk-Date.now());this.pollTimer=setTimeout(()=>{this.pollTimer=null,this.shown&&this.refresh()},n)}},Zk=null;function rr(){return Zk??=new qb,Zk}function eT(e,t){e.dispatchEvent(new CustomEvent("row-open",{detail:t,bubbles:!0,composed:!0}))}var K7={count:"examples",count_label:"with the label",rate:"share with the label",n:"examples",hits:"with the label",expected:"expected count",correct:"correct label",p_value:"p",significant:"\u2605"};function q7(e){return Ke(e.head,e.name==="interval"?"lower, upper":e.name,e.title)}var U7=150,Qk=240,j7=640,El=class extends G{constructor(){super();this.request=new Se;this.requested="";this.detail=null;this.stepsSvg=null;this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0),i=Math.min(j7,Math.max(Qk,r));r>0&&Math.abs(i-this.chartWidth)>4&&(this.chartWidth=i)});this.observed=null;this.onColors=()=>{this.stepsSvg=this.drawSteps(),this.requestUpdate()};this.onKey=n=>{!this.closable||n.key!=="Escape"||n.defaultPrevented||(n.preventDefault(),this.close())};this.api=null,this.tag="",this.run="",this.step=null,this.rowKey="",this.options={},this.runs=[],this.noun="row",this.declaration=null,this.showDetail=!0,this.closable=!1,this.revision="",this.variant="panel",this.status="loading",this.data=null,this.error=null,this.chartWidth=420}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey),rr().addEventListener(ps,this.onColors)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey),rr().removeEventListener(ps,this.onColors),this.resize.disconnect(),this.observed=null,this.request.cancel(),this.requested=""}close(){this.dispatchEvent(new CustomEvent("row-close",{bubbles:!0,composed:!0}))}focusPanel(){this.renderRoot.querySelector("button.close")?.focus({preventScroll:!0})}params(){return{tag:this.tag,run:this.run,step:this.step,key:this.rowKey,options:this.options}}async load(){let n=this.api,r=this.params();this.status="loading",this.error=null;let i;try{i=await this.request.run(s=>n.row(r,s))}catch(s){this.data=null,this.error=Ht(s),this.status="error";return}i!==_e&&(this.data=i,this.status="ready")}retry(){this.requested="",this.requestUpdate()}willUpdate(n){let r=this.api&&this.tag&&this.run&&this.rowKey?dk(this.params()):"";r!==""&&(r!==this.requested||n.has("revision")&&n.get("revision")!==void 0)&&(this.data&&this.data.key!==this.rowKey&&(this.data=null),this.requested=r,this.load()),(n.has("data")||n.has("declaration"))&&(this.detail=this.data?lk(this.data.detail,this.data.key,this.declaration,K7):null),(n.has("data")||n.has("chartWidth")||n.has("runs"))&&(this.stepsSvg=this.drawSteps())}updated(n){n.has("status")&&this.status==="ready"&&this.dispatchEvent(new CustomEvent("row-loaded"));let r=this.renderRoot.querySelector("section.steps");r!==this.observed&&(this.resize.disconnect(),this.observed=r,r&&this.resize.observe(r))}colorDomain(){let n=this.data?.runs.map(r=>r.run)??[];return[...this.runs,...n.filter(r=>!this.runs.includes(r))]}colorOf(n){let r=this.colorDomain(),i=r.indexOf(n);return i<0?"var(--muted)":Rl(r)[i]??"var(--muted)"}drawSteps(){let n=this.data;if(!n)return null;let r=Db(n),{dots:i}=r;if(i.length===0)return null;let s=this.colorOf(n.run),o=[...i.map(b=>b.step),...r.missing],a=Math.min(...o,r.current),l=Math.max(...o,r.current),u=[...new Set([...o,r.current])].sort((b,v)=>b-v);a===l&&(a-=1,l+=1);let c=`${Math.round(n.level*100)}%`,f=b=>`step ${b.step}`,d=b=>[`step ${b.step} (${Kr(b.wall_time)})`,`${n.bias}: ${ye(b.bias)}`,b.lower!==null&&b.upper!==null?`${c} interval: [${ye(b.lower)}, ${ye(b.upper)}]`:"no interval",b.value!==null?`${n.value}: ${ye(b.value)}`:""].filter(Boolean).join(`
`),h=i.filter(b=>b.lower!==null&&b.upper!==null),p=Math.max(Qk,this.chartWidth),m=qe({width:p,height:U7,marginTop:10,marginLeft:46,marginRight:12,marginBottom:30,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[a,l],label:"step",labelAnchor:"center",labelArrow:"none",inset:8,ticks:u.length<=8?u:5,tickFormat:"~s"},y:{label:null,grid:!0,nice:!0,zero:!0,ticks:4},marks:[mt([r.current],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}),ds(h,{x:"step",y1:"lower",y2:"upper",z:"segment",fill:s,fillOpacity:.18}),mt(h,{x:"step",y1:"lower",y2:"upper",stroke:s,strokeOpacity:.6,strokeWidth:1.5}),Lr(i,{x:"step",y:"bias",z:"segment",stroke:s,strokeWidth:2}),Dr(r.missing,{x:b=>b,frameAnchor:"bottom",symbol:"times",r:3.5,stroke:"var(--muted)",ariaLabel:b=>`step ${b}: not in this run`,title:b=>`step ${b}: no ${n.bias} for this ${this.noun} (not in the report, or undefined)`}),Dr(i.filter(b=>!b.current),{x:"step",y:"bias",fill:s,stroke:"var(--chart-halo)",strokeWidth:1,r:3.5,ariaLabel:f,title:d}),Dr(i.filter(b=>b.current),{x:"step",y:"bias",fill:s,stroke:"var(--accent)",strokeWidth:2.5,r:5.5,ariaLabel:f,title:d})]});m.setAttribute("data-points",String(i.length)),m.setAttribute("role","img"),m.setAttribute("aria-label",`${n.bias} of ${n.key} over the steps of ${n.run}`);let y=new Map(i.map(b=>[f(b),b]));for(let b of m.querySelectorAll('g[aria-label="dot"] circle')){let v=y.get(b.getAttribute("aria-label")??"");v&&(b.setAttribute("data-step",String(v.step)),b.setAttribute("data-bias",String(v.bias)),v.lower!==null&&b.setAttribute("data-lower",String(v.lower)),v.upper!==null&&b.setAttribute("data-upper",String(v.upper)),v.current&&b.setAttribute("data-current","true"))}return m}renderTitle(){let n=this.data,r=n?`${n.run} \xB7 step ${n.step}`:this.step===null?`${this.run} \xB7 latest step`:`${this.run} \xB7 step ${this.step}`;return g`<div class="title-bar">
        <h2 title=${`${this.noun} ${this.rowKey}`}><span class="noun">${this.noun}</span><span class="key-name">${this.rowKey}</span></h2>
        ${this.closable?g`<button class="close" name="close-row" title="Close (Esc)" aria-label="Close the drill-down" @click=${()=>this.close()}>
                ×
              </button>`:_}
      </div>
      <div class="what muted" data-run=${n?.run??_} data-step=${n?.step??_}>
        ${n?g`<b>${n.bias}</b>, the size of the bias (lower is better; signed: ${n.value}) · `:_}${r}${n?` \xB7 ${Math.round(n.level*100)}% intervals`:""}
      </div>`}renderCell(n,r){if(n.kind==="interval"){let a=r.whisker;return g`<td
        class="num interval"
        data-col="interval"
        data-lower=${r.lower??_}
        data-upper=${r.upper??_}
        title=${r.title}
      >
        <span class="interval-cell"
          >${a?g`<span class="whisker" aria-hidden="true"
                  ><span class="line" style="left: ${jo(a.lo)}; width: ${jo(Math.max(.005,a.hi-a.lo))}"></span>${a.mid!==null?g`<span class="dot" style="left: ${jo(a.mid)}"></span>`:_}</span
                >`:_}<span class="ci">${r.text||"\u2014"}</span></span
        >
      </td>`}let i=r.value===null,s=[n.kind==="text"?"text":n.kind==="flag"?"flag":"num",i?"missing":""].filter(Boolean).join(" "),o=r.value===null?_:String(r.value);return g`<td class=${s} data-col=${n.name} data-v=${o} title=${r.title}>${i?"\u2014":r.text}</td>`}renderDetail(n){let r=this.detail;if(!r)return _;let i=uk(n.detail.head,n.key);return g`<section class="detail" data-section="detail" data-rows=${r.rows.length}>
      <h4>${r.caption}${r.estimate?g`<span class="muted">${r.estimate} with its ${Math.round(n.level*100)}% interval</span>`:_}</h4>
      ${i?g`<div class="head-text muted">${i}</div>`:_}
      ${r.rows.length===0?g`<div class="muted">No ${this.noun} ${n.key} in this report.</div>`:g`<div class="scroll">
            <table class="detail-table" aria-label=${r.caption}>
              <thead>
                <tr>
                  ${r.columns.map(s=>g`<th class=${s.kind==="text"?"":"num"} data-col=${s.name} title=${q7(s)}>${s.head}</th>`)}
                </tr>
              </thead>
              <tbody>
                ${r.rows.map((s,o)=>g`<tr data-row=${o}>${r.columns.map((a,l)=>this.renderCell(a,s[l]))}</tr>`)}
              </tbody>
            </table>
          </div>`}
    </section>`}renderRun(n,r){let i=this.colorOf(n.run),s=`${Math.round(r.level*100)}%`,o=n.present?`run ${n.run}, step ${n.step}: ${r.bias} ${Lb(n)} (${s} interval)${n.current?" \u2014 the report on screen":""}`:`The latest report of run ${n.run} (step ${n.step}) has no ${r.bias} for this ${this.noun}: it lacks the ${this.noun}, or the value is undefined there (too little data).`,a=n.at;return g`<div
      class="run-row ${n.current?"current":""} ${n.present?"":"absent"}"
      role="listitem"
      data-run=${n.run}
      data-step=${n.step}
      data-present=${n.present?"true":"false"}
      data-bias=${n.bias??_}
      data-lower=${n.lower??_}
      data-upper=${n.upper??_}
      aria-current=${n.current?"true":_}
      title=${o}
    >
      <span class="run-name"><span class="swatch" style="background: ${i}"></span><span class="name">${n.run}</span></span>
      <span class="track" aria-hidden="true"
        >${a?g`${a.lower!==null&&a.upper!==null?g`<span class="line" style="left: ${jo(a.lower)}; width: ${jo(Math.max(.005,a.upper-a.lower))}; background: ${i}"></span>`:_}<span class="dot" style="left: ${jo(a.bias)}; background: ${i}"></span>`:_}</span
      >
      <span class="val">${n.present?Lb(n):n.inReport?"undefined (too little data)":"not in this run"}</span>
    </div>`}renderRuns(n){let{bars:r,domain:i}=ck(n,this.runs);return g`<section class="runs" data-section="runs" data-entries=${r.length}>
      <h4>In every run <span class="muted">${n.bias} in each run's latest report</span></h4>
      <div class="run-list" role="list" aria-label=${`${n.bias} of ${n.key} in every run`}>${r.map(s=>this.renderRun(s,n))}</div>
      <div class="axis" aria-hidden="true">
        <span></span><span class="ends"><span>${ye(i[0])}</span><span>${ye(i[1])}</span></span><span></span>
      </div>
    </section>`}renderSteps(n){let r=Db(n),i=fk(r.missing);return g`<section class="steps" data-section="steps" data-points=${r.dots.length} data-missing=${r.missing.length}>
      <h4>Over steps <span class="muted">of ${n.run}; dashed: step ${n.step}</span></h4>
      ${this.stepsSvg?g`<div class="chart">${this.stepsSvg}</div>`:g`<div class="muted">No step of ${n.run} has a ${n.bias} for this ${this.noun}.</div>`}
      ${i&&this.stepsSvg?g`<div class="note muted">Not in this run (or undefined) at ${i}.</div>`:_}
    </section>`}render(){let n=this.data;return g`
      ${this.renderTitle()}
      ${this.status==="error"?g`<div class="message error" role="alert">
            <div class="text">${this.error}</div>
            <button class="primary link" name="retry-row" @click=${()=>this.retry()}>Retry</button>
          </div>`:_}
      ${n?g`<div class="content ${this.status==="loading"?"stale":""}">
            ${this.showDetail?this.renderDetail(n):_} ${this.renderRuns(n)} ${this.renderSteps(n)}
          </div>`:this.status==="loading"?g`<div class="loading">Loading the ${this.noun}…</div>`:_}
    `}};El.properties={api:{attribute:!1},tag:{attribute:!1},run:{attribute:!1},step:{attribute:!1},rowKey:{reflect:!0,attribute:"data-key"},options:{attribute:!1},runs:{attribute:!1},noun:{attribute:!1},declaration:{attribute:!1},showDetail:{attribute:!1},closable:{attribute:!1},revision:{attribute:!1},variant:{reflect:!0},status:{reflect:!0,attribute:"data-status"},data:{state:!0},error:{state:!0},chartWidth:{state:!0}},El.styles=[Z,et,V`
      :host {
        display: block;
        box-sizing: border-box;
        background: var(--bg);
        color: var(--fg);
      }
      :host([variant='panel']) {
        border: 1px solid var(--border);
        border-top: 3px solid var(--accent);
        border-radius: 2px;
        padding: 8px 12px 12px;
      }
      :host([variant='section']) {
        border-top: 1px solid var(--border);
        margin-top: 12px;
        padding-top: 8px;
      }
      .title-bar {
        display: flex;
        align-items: baseline;
        gap: 8px;
      }
      h2 {
        flex: 1;
        min-width: 0;
        margin: 0;
        font-size: 14px;
        font-weight: 500;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      h2 .noun {
        color: var(--muted);
        font-weight: 400;
        margin-right: 4px;
      }
      button.close {
        flex: none;
        width: 26px;
        height: 26px;
        border: 1px solid transparent;
        border-radius: 3px;
        background: none;
        color: var(--muted);
        font-size: 18px;
        line-height: 1;
        cursor: pointer;
      }
      button.close:hover {
        color: var(--fg);
        background: var(--hover-bg);
      }
      button.close:focus-visible {
        outline: 2px solid var(--accent);
        outline-offset: -2px;
      }
      .what {
        font-size: 12px;
        margin: 2px 0 6px;
      }
      .content {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
        column-gap: 28px;
        align-items: start;
      }
      .content > section.detail {
        grid-column: 1 / -1;
      }
      .content.stale {
        opacity: 0.55;
        transition: opacity 0.15s 0.2s;
      }
      section {
        margin-top: 10px;
        min-width: 0;
      }
      h4 {
        margin: 0 0 4px;
        font-size: 12px;
        font-weight: 500;
        display: flex;
        flex-wrap: wrap;
        gap: 2px 8px;
        align-items: baseline;
      }
      h4 .muted {
        font-weight: 400;
      }
      .head-text {
        font-size: 11px;
        margin-bottom: 4px;
        overflow-wrap: anywhere;
      }
      .scroll {
        max-height: 260px;
        overflow: auto;
        border: 1px solid var(--border);
        border-radius: 2px;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        font-size: 12px;
      }
      th,
      td {
        padding: 2px 6px;
        border-bottom: 1px solid var(--row-border);
        white-space: nowrap;
      }
      thead th {
        position: sticky;
        top: 0;
        background: var(--header-bg);
        font-weight: 500;
        text-align: left;
        border-bottom: 1px solid var(--border);
      }
      th.num {
        text-align: right;
      }
      td.text {
        max-width: 180px;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      td.missing {
        color: var(--state-fg);
      }
      td.flag {
        text-align: center;
        color: var(--accent);
      }
      td.interval {
        min-width: 130px;
      }
      .interval-cell {
        display: flex;
        gap: 6px;
        align-items: center;
        justify-content: flex-end;
      }
      .interval-cell .ci {
        color: var(--muted);
        font-size: 11px;
      }
      .whisker {
        position: relative;
        flex: none;
        width: 64px;
        height: 10px;
      }
      .whisker .line {
        position: absolute;
        top: 4px;
        height: 2px;
        background: var(--whisker);
      }
      .whisker .dot {
        position: absolute;
        top: 1px;
        width: 8px;
        height: 8px;
        margin-left: -4px;
        border-radius: 50%;
        background: var(--whisker-dot);
      }
      .run-list {
        display: grid;
        grid-template-columns: minmax(70px, max-content) minmax(90px, 1fr) auto;
        column-gap: 8px;
        row-gap: 3px;
        align-items: center;
        font-size: 12px;
      }
      .run-row {
        display: contents;
      }
      .run-name {
        display: flex;
        gap: 5px;
        align-items: center;
        min-width: 0;
        max-width: 200px;
      }
      .run-name .name {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .run-row.current .name {
        font-weight: 600;
      }
      .run-row.current .track {
        box-shadow: inset 0 0 0 1px var(--chart-rule);
      }
      .swatch {
        flex: none;
        width: 10px;
        height: 10px;
        border-radius: 2px;
      }
      .track {
        position: relative;
        height: 14px;
        border-radius: 2px;
        background: var(--header-bg);
      }
      .track .line {
        position: absolute;
        top: 5px;
        height: 4px;
        border-radius: 2px;
        opacity: 0.7;
      }
      .track .dot {
        position: absolute;
        top: 2px;
        width: 10px;
        height: 10px;
        margin-left: -5px;
        border-radius: 50%;
        box-shadow: 0 0 0 1px var(--chart-halo);
      }
      .run-row .val {
        text-align: right;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      .run-row.absent .val {
        color: var(--muted);
        font-style: italic;
      }
      .axis {
        display: grid;
        grid-template-columns: minmax(70px, max-content) minmax(90px, 1fr) auto;
        column-gap: 8px;
        font-size: 11px;
        color: var(--muted);
        font-variant-numeric: tabular-nums;
      }
      .axis .ends {
        display: flex;
        justify-content: space-between;
      }
      .note {
        font-size: 11px;
        margin-top: 2px;
      }
      .chart svg {
        display: block;
        overflow: visible;
      }
      .loading {
        font-size: 12px;
        margin-top: 8px;
      }
    `];function jo(e){return`${(Math.min(1,Math.max(0,e))*100).toFixed(2)}%`}customElements.define("fairness-row-drilldown",El);var nT="label_associations",tT="gaps",G7=180,W7=400,Y7=new Set(["search","gap","count"]);function X7(e){return e.metrics?.find(t=>t.name===e.metric)?.title??""}var Al=class extends G{constructor(n){super();this.request=new Se;this.shell=new Ct(this,[this.request]);this.downloads=new Dn(this,()=>this.api,()=>this.declaration);this.identitiesConfirmed=!1;this.labelSearch=null;this.search={regex:null,error:null};this.visibleList=[];this.histogram=null;this.counts=null;this.heads={a:"A",b:"B",metric:"value"};this.statsInfo=null;this.legendLines=null;this.openRow=null;this.drillOpener=null;this.chartTimer=null;this.hashTimer=null;this.hashDirty=!1;this.onPageHide=()=>{this.hashDirty&&this.flushParams()};this.onKey=n=>{if(n.key!=="Escape"||n.defaultPrevented||this.openLabel===null)return;let r=n.composedPath()[0];r instanceof HTMLInputElement||r instanceof HTMLSelectElement||(n.preventDefault(),this.closeRow())};this.flushParams=()=>{this.hashDirty=!1,ct(this,Od(this.selection,this.declaration))};this.api=n??new Gt,this.info=null,this.declaration=null,this.params=[],this.selection=Cu(null),this.data=null}connectedCallback(){super.connectedCallback(),window.addEventListener("pagehide",this.onPageHide),this.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("pagehide",this.onPageHide),this.removeEventListener("keydown",this.onKey),this.cancelCharts()}openLabelRow(n){this.drillOpener=n.detail.opener,this.openLabel=n.detail.key}closeRow(){let n=this.drillOpener;this.openLabel=null,this.drillOpener=null,n?.isConnected&&n.focus({preventScroll:!0})}async load(){let{run:n,tag:r,step:i}=this.report,{metric:s,a:o,b:a,level:l,fdr:u,minCount:c,rankBy:f}=this.selection,d=!this.identitiesConfirmed;this.shell.start();let h=(y,b)=>b===Ts(this.declaration,y)?null:b,p={level:h("level",l),fdr:h("fdr",u),min_count:c,rank_by:h("rank_by",f)},m;try{m=await this.request.run(y=>this.api.associations(nT,{run:n,tag:r,step:i,metric:s,a:o,b:a,...p},y))}catch(y){if(d&&(o!==null||a!==null)&&y instanceof fr&&y.status===400){this.setSelectionState({...this.selection,a:null,b:null}),this.load();return}this.data=null,this.shell.fail(y);return}m!==_e&&(this.data=m,this.identitiesConfirmed=!0,(this.selection.a===null||this.selection.metric!==m.metric)&&this.setSelectionState({...this.selection,a:m.a,metric:m.metric}),this.shell.ready())}setSelectionState(n,r=!1){if(this.selection=n,!r){this.flushParams();return}if(this.hashTimer!==null){this.hashDirty=!0;return}this.flushParams(),this.hashTimer=window.setTimeout(()=>{this.hashTimer=null,this.hashDirty&&this.flushParams()},W7)}onSelectionChange(n){let r=this.selection,i={...r,...n};if(Object.keys(n).every(a=>Y7.has(a))){this.setSelectionState(i,!0);return}n.rankBy!==void 0&&n.rankBy!==r.rankBy&&n.sort===void 0&&(i.sort=ua(n.rankBy),i.dir="desc"),this.setSelectionState(i),(i.rankBy!==r.rankBy||i.level!==r.level||i.fdr!==r.fdr||i.minCount!==r.minCount||i.metric!==r.metric||i.a!==r.a||i.b!==r.b)&&((i.a!==r.a||i.b!==r.b)&&(this.identitiesConfirmed=!0),this.load())}resetSelection(){this.setSelectionState(Cu(this.declaration)),this.identitiesConfirmed=!1,this.report.step!==null?Ur(this,{step:null}):this.load()}downloadCsv(){let n=this.data;if(!n)return;let r=zt(["fairness",n.run,n.tag,`step${n.step}`,n.metric,n.a,"vs",n.b??"rest"]);this.downloads.download("download",{run:n.run,tag:n.tag,step:n.step,table:tT,options:Hd(n)},r)}willUpdate(n){if(!this.hasUpdated)this.selection=Pv(this.params,this.declaration),ct(this,Od(this.selection,this.declaration)),this.load();else{let p=n.get("report");p&&(p.run!==this.report.run||p.tag!==this.report.tag)&&(this.identitiesConfirmed=!1),(n.has("report")&&jr(p,this.report)||n.has("info")&&Gr(n.get("info"),this.info,this.report))&&this.load()}let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r===void 0,l=!a&&(r.sort!==i.sort||r.dir!==i.dir),u=a||r.search!==i.search,c=a||r.gap[0]!==i.gap[0]||r.gap[1]!==i.gap[1]||r.count[0]!==i.count[0]||r.count[1]!==i.count[1]||r.significantOnly!==i.significantOnly,f=a||r.topK!==i.topK;if(u&&(this.search=Ms(i.search)),!s){this.labelSearch=null,this.visibleList=[],this.histogram=null,this.counts=null,this.statsInfo=null,this.legendLines=null,this.openRow=null,this.cancelCharts();return}if(o&&(this.heads={a:s.a,b:s.b_label,metric:s.metric,metricTitle:X7(s)},this.statsInfo={level:s.level,fdr:s.fdr,minCount:s.min_count,domain:zv(s)},this.legendLines=Fd(s)),o||n.has("openLabel")){let p=this.openLabel===null?-1:s.columns.label.indexOf(this.openLabel);this.openRow=p<0?null:p}(o||l||this.labelSearch===null)&&(this.labelSearch=new Su(s,Dv(s,i.sort,i.dir)));let d=!1;if(o||l||u||c){let p=this.labelSearch.rows(i.search,this.search.regex,s,{gap:i.gap,count:i.count,significantOnly:i.significantOnly});Lv(p,this.visibleList)||(this.visibleList=p,d=!0)}let h=!a&&!o&&!l&&!f&&r.significantOnly===i.significantOnly;d||o?h&&this.histogram!==null?this.scheduleCharts():this.updateCharts():f&&(this.counts=Mu(s,this.visibleList,i.topK))}updateCharts(){this.cancelCharts();let n=this.data;n&&(this.histogram=zd(n,this.visibleList),this.counts=Mu(n,this.visibleList,this.selection.topK))}scheduleCharts(){this.cancelCharts(),this.chartTimer=window.setTimeout(()=>{let n=this.data;n&&(this.histogram=zd(n,this.visibleList),this.requestUpdate(),this.chartTimer=window.setTimeout(()=>{this.chartTimer=null,this.data&&(this.counts=Mu(this.data,this.visibleList,this.selection.topK),this.requestUpdate())},0))},G7)}cancelCharts(){this.chartTimer!==null&&clearTimeout(this.chartTimer),this.chartTimer=null}renderSummary(n){let r=new Map(n.identities.map(l=>[l.name,l.count])),i=l=>r.has(l)?g` (${N(r.get(l))})`:_,s=n.identities.filter(l=>l.name!==n.a).length,o=this.info?.description??"",a=this.visibleList.length;return g`<div class="summary" data-shown=${a} data-total=${n.rows}>
      ${o?g`<span class="description">${o}</span>`:_}
      <span><b>N</b> = ${N(n.n)} examples · step ${n.step}</span>
      ${Ls(a,n.rows,n.rows===1?"label":"labels")}
      <span
        >A = <b>${n.a}</b>${i(n.a)} vs B =
        ${n.b===null?g`<b>rest</b> <span class="muted">(mean over ${s} other identit${s===1?"y":"ies"})</span>`:g`<b>${n.b}</b>${i(n.b)}`}</span
      >
      ${n.excluded_labels.length?g`<span class="muted" title="Identities that are predicted labels are left out of the rows"
            >not ranked: ${n.excluded_labels.join(", ")}</span
          >`:_}
    </div>`}renderLegend(n){let r=this.legendLines??Fd(n);return g`<div class="legend" data-significant=${n.significant} data-insufficient=${n.insufficient}>
      <span class="interval">${r.interval}</span>
      <span class="significance"><span class="star">${r.significance.slice(0,1)}</span>${r.significance.slice(1)}</span>
      <span class="insufficient"><span class="grey"></span>${r.insufficient}</span>
      ${r.overlap?g`<span class="warning" role="note">⚠ ${r.overlap}</span>`:_}
    </div>`}renderDrawer(n){let r=this.openRow;if(r===null)return _;let i=n.columns.label[r];return g`<aside class="drawer" aria-label=${`Label ${i}, drilled down`}>
      ${this.renderOpenRow(n,r)}
      <fairness-row-drilldown
        variant="section"
        .api=${this.api}
        .tag=${n.tag}
        .run=${n.run}
        .step=${n.step}
        .rowKey=${i}
        .options=${Hd(n)}
        .noun=${"label"}
        .declaration=${this.declaration}
        .closable=${!1}
      ></fairness-row-drilldown>
    </aside>`}renderOpenRow(n,r){let i=n.columns,s=i.label[r],o=Ru(n,r,n.min_count),{a,b:l,metric:u}=this.heads,c=(d,h,p,m)=>g`<span class="item" data-col=${d} title=${m??Es(d,this.heads,n.level,n.fdr).title}
        ><span class="k">${h}</span> <b>${p}</b></span
      >`,f=(d,h)=>{let p=wu(i[d][r],n.states[d][r]);return c(d,h,p.text,p.state===null?void 0:p.title)};return g`<div class="open-row" role="region" aria-label="The open label" data-row=${r} data-key=${s}>
      <b class="label" title=${s}>${s}</b>
      ${c("count","count",N(i.count[r]))} ${c("count_a",`with ${a}`,N(i.count_a[r]))}
      ${c("count_b",`with ${l}`,N(i.count_b[r]))} ${f("value_a",`${u}(${a})`)}
      ${f("value_b",`${u}(${l})`)} ${f("gap","gap")}
      ${c("bound",`${Ft(n.level)} interval`,o.intervalText,o.intervalReason??void 0)}
      ${c("p_value","p",o.pText,o.pTitle)}
      ${o.significant?g`<span class="item star" data-col="significant" title=${Es("significant",this.heads,n.level,n.fdr).title}
              >★ significant at FDR ${Ft(n.fdr)}</span
            >`:_}
      ${o.insufficient?g`<span class="item muted" data-col="insufficient">insufficient</span>`:_}
      <button class="close" name="close_row" title="Close (Esc)" aria-label="Close the open label" @click=${()=>this.closeRow()}>
        ×
      </button>
    </div>`}render(){let n=this.selection,r=this.data,i=r?.metrics?.length?r.metrics:Vr(this.declaration,"metric").map(a=>({name:a,title:"",range:null})),s=this.shell.loading,o=`${n.sort} ${n.dir==="desc"?"\u25BC":"\u25B2"}`;return g`
      <fairness-controls
        .selection=${n}
        .metrics=${i}
        .identities=${r?.identities??[]}
        .reportMinCount=${r?.min_count??null}
        .declaration=${this.declaration}
        .searchError=${this.search.error}
        .canDownload=${r!==null&&!s&&this.downloads.pending===null}
        .downloadTitle=${Pn(this.declaration,tT,r?.rows??null)+"; not only the rows the search and filters show"}
        @selection-change=${a=>this.onSelectionChange(a.detail)}
        @focusout=${()=>this.hashDirty&&this.flushParams()}
        @download-csv=${()=>this.downloadCsv()}
        ><slot name="report" slot="report"></slot
      ></fairness-controls>
      ${this.downloads.renderError()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,a=>g`${this.renderSummary(a)} ${this.renderLegend(a)}
            <div class="main ${s?"stale":""}">
              <div class="table-column">
                <fairness-table
                  .table=${a}
                  .rows=${this.visibleList}
                  .sort=${n.sort}
                  .dir=${n.dir}
                  .names=${this.heads}
                  .stats=${this.statsInfo}
                  .columns=${n.columns}
                  .open=${this.openRow}
                  @sort-change=${l=>this.onSelectionChange({sort:l.detail.column,dir:l.detail.dir})}
                  @row-open=${l=>this.openLabelRow(l)}
                  @row-close=${()=>this.closeRow()}
                ></fairness-table>
              </div>
              <div class="side">
                <fairness-gap-histogram .histogram=${this.histogram} .metric=${a.metric}></fairness-gap-histogram>
                <fairness-count-distribution
                  .distribution=${this.counts}
                  .k=${n.topK}
                  .sortLabel=${o}
                  @topk-change=${l=>this.onSelectionChange({topK:l.detail})}
                ></fairness-count-distribution>
              </div>
            </div>
            ${this.renderDrawer(a)}`,"Loading the report\u2026")}
    `}};Al.properties={...qr,selection:{state:!0},data:{state:!0},openLabel:{state:!0}},Al.styles=[Z,et,Eu,Mi,Ri,Wt,V`
      /* The summary and the legend keep their lines; the table takes what height is left. */
      .summary,
      .legend {
        flex: none;
      }
      .summary {
        min-height: 18px;
      }
      .main {
        flex: 1;
        min-height: 0;
        display: flex;
        gap: 16px;
      }
      .table-column {
        flex: 1;
        min-width: 0;
        min-height: 0;
        display: flex;
        flex-direction: column;
        gap: 6px;
      }
      fairness-table {
        flex: 1;
        min-height: 0;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 16px;
        font-size: 12px;
        color: var(--muted);
      }
      .legend .star {
        color: var(--accent);
      }
      .legend .grey {
        display: inline-block;
        width: 10px;
        height: 10px;
        margin-right: 3px;
        vertical-align: -1px;
        background: var(--dim-bg);
        border: 1px solid var(--input-border);
      }
      .legend .warning {
        flex-basis: 100%;
        color: var(--warn-fg);
      }
      .drawer {
        padding: 8px 12px 12px;
        background: var(--bg);
        border-left: 1px solid var(--border);
      }
      .open-row {
        flex: none;
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 2px 14px;
        padding: 6px 8px 6px 10px;
        border: 1px solid var(--border);
        border-left: 3px solid var(--accent);
        border-radius: 2px;
        background: var(--surface);
        font-variant-numeric: tabular-nums;
      }
      .open-row .label {
        font-weight: 500;
        max-width: 100%;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .open-row .item {
        white-space: nowrap;
      }
      .open-row .k {
        color: var(--muted);
        font-size: 12px;
      }
      .open-row b {
        font-weight: 500;
      }
      .open-row .star {
        color: var(--accent);
      }
      .open-row .close {
        margin-left: auto;
        border: 0;
        background: none;
        color: var(--muted);
        font-size: 16px;
        line-height: 1;
        cursor: pointer;
        padding: 0 4px;
      }
      .open-row .close:hover {
        color: var(--fg);
      }
      .side {
        width: 344px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 16px;
        overflow-y: auto;
      }
      /* Narrower than the table and the charts side by side: the charts go under the
         table, side by side, and the view scrolls; the table keeps most of the height. */
      @media (max-width: 1249px) {
        :host {
          overflow-y: auto;
        }
        .main {
          flex: 1 0 auto;
          flex-direction: column;
        }
        .table-column {
          flex: 1 0 auto;
        }
        fairness-table {
          flex: 1 0 auto;
          height: max(300px, calc(100vh - 260px));
        }
        .side {
          width: auto;
          flex-direction: row;
          flex-wrap: wrap;
          overflow: visible;
        }
      }
    `];customElements.define("fairness-associations-view",Al);var rT={kind:nT,title:"label-association",render:(e,t)=>g`<fairness-associations-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-associations-view
    >`,hint:()=>g`No label-association reports: log one with <code>w.label_associations(…)</code>, one set of predicted
      label names per example with the identities among them (or a 0/1 matrix with <code>label_names=</code>, or
      scores with <code>threshold=</code>).`,example:`# One set of predicted label names per example; the identities are among them.
predictions = [{"man", "skateboard"}, {"woman", "apron"}, {"woman", "skateboard"}]
w.label_associations("associations/val", 0, predictions, identities=["man", "woman"])`};var J7=["class","n","cramers_v","band","p_value","accuracy","worst_group","worst_group_accuracy","gap"],Z7=["class","worst_group"],rd=[.9,.95,.99],Ub=Object.freeze({cls:null,sort:"cramers_v",dir:"desc",search:""});function id(e){return{...Ub,mev:je(e,"mev"),level:je(e,"level"),fdr:je(e,"fdr")}}function jb(e){return Z7.includes(e)||e==="p_value"?"asc":"desc"}var Lt={cls:"class",mev:"mev",level:"level",fdr:"fdr",sort:"sort",dir:"dir",search:"q"};function Gb(e,t){let n=[];return Ee(n,Lt.cls,e.cls),yt(n,Lt.mev,e.mev,t),yt(n,Lt.level,e.level,t),yt(n,Lt.fdr,e.fdr,t),(e.sort!==Ub.sort||e.dir!==Ub.dir)&&(Ee(n,Lt.sort,e.sort),Ee(n,Lt.dir,e.dir)),Ee(n,Lt.search,e.search),n}function iT(e,t){let n=Ot(e),r=id(t),i=n.get(Lt.cls);r.cls=i===void 0||i===""?null:i,r.mev=bn(t,"mev",Te(n.get(Lt.mev))),r.level=bn(t,"level",Te(n.get(Lt.level))),r.fdr=bn(t,"fdr",Te(n.get(Lt.fdr)));let s=n.get(Lt.sort);if(s!==void 0&&J7.includes(s)){r.sort=s;let o=n.get(Lt.dir);r.dir=o==="asc"||o==="desc"?o:jb(r.sort)}return r.search=n.get(Lt.search)??"",r}function Q7(e){let t=0;for(;t<la.length&&e>=la[t];)t++;return Tt[t]}function e9(e,t,n){if(t==="band"){let i=Tt.indexOf(e.columns.band[n]);return i<0?NaN:i}let r=e.columns[t][n];return typeof r=="number"&&Number.isFinite(r)?r:NaN}function sT(e,t,n){let r=new Int32Array(e.rows);for(let o=0;o<r.length;o++)r[o]=o;let i=n==="asc"?1:-1;if(t==="class"||t==="worst_group"){let o=e.columns[t];return r.sort((a,l)=>{let u=o[a],c=o[l];return u===null||c===null?u===null&&c===null?a-l:u===null?1:-1:u<c?-i:u>c?i:a-l}),r}let s=new Float64Array(e.rows);for(let o=0;o<e.rows;o++)s[o]=e9(e,t,o);return r.sort((o,a)=>{let l=s[o],u=s[a],c=Number.isNaN(l),f=Number.isNaN(u);return c||f?c&&f?o-a:c?1:-1:l<u?-i:l>u?i:o-a}),r}function oT(e,t,n){return pv(e.columns.class,t,n)}var t9={class:["class","ground truth","the ground-truth class"],n:["examples","","the examples of the class"],cramers_v:["Cram\xE9r's V","effect size","Cram\xE9r's V of the table groups \xD7 predicted labels for this class: how strongly what the model predicts depends on the group (0: not at all); classes without V last"],band:["band","of V","negligible < 0.1 \u2264 small < 0.3 \u2264 medium < 0.5 \u2264 large"],p_value:["p","\u03C7\xB2 test",'the p-value of the chi-square test of "group and prediction independent" for this class; classes without V last'],accuracy:["accuracy","of the class","the accuracy on the examples of the class"],worst_group:["worst group","lowest accuracy","the group with the lowest accuracy on this class"],worst_group_accuracy:["its accuracy","worst group","the accuracy of the class's worst group"],gap:["gap","accuracy \u2212 worst","the accuracy of the class minus that of its worst group, in percentage points"]};function sd(e,t,n){if(e==="interval"){let o=Wo(t);return{name:"interval",sub:`${o} of V`,title:Ke("interval","lower, upper",`the ${o} interval of the population V of this class (docs/statistics.md); the dot is V, dotted lines are the band edges 0.1, 0.3, 0.5`)}}if(e==="significant")return{name:"\u2605",sub:"",title:Ke("\u2605","significant",Wb(n))};let[r,i,s]=t9[e];return{name:r,sub:i,title:Ke(r,e,s)}}function Wo(e){return`${Number((e*100).toPrecision(4))}%`}function aT(e){return String(Number(e.toPrecision(4)))}function Wb(e){return`significant after Benjamini\u2013Hochberg at FDR q = ${aT(e)}`}function Go(e){return typeof e=="number"&&Number.isFinite(e)}function lT(e,t,n){let r=e.columns,i=e.states.cramers_v[t],s=i===null&&Go(r.cramers_v[t]),o=s?null:`Undefined: ${i&&n[i]||i||"no value of V"}`,a=r.lower?.[t],l=r.upper?.[t],u=s&&Go(a)&&Go(l)?[a,l]:null,c=r.p_value?.[t],f=s&&Go(c);return{interval:u,intervalText:u?`[${u[0].toFixed(2)}, ${u[1].toFixed(2)}]`:"\u2014",p:f?c:null,pText:f?vt(c):"\u2014",pTitle:f?`p = ${c} (chi-square test of "group and prediction independent")`:o??"No p-value",significant:s&&r.significant?.[t]===!0,reason:o}}function uT(e){let t=0,n=e.columns.upper??[];for(let r=0;r<e.rows;r++){let i=n[r];Go(i)&&i>t&&(t=i)}return[0,Math.min(1,Math.max(.1,Math.ceil(t*10-1e-9)/10))]}function n9(e){let t=0,n=e.columns.p_value??[];for(let r=0;r<e.rows;r++)Go(n[r])&&t++;return t}function cT(e){let t=n9(e);return{interval:`whiskers: ${Wo(e.level)} interval of the population V (docs/statistics.md)`,significance:`\u2605 significant at FDR ${aT(e.fdr)}: ${e.significant} of ${$u(t,"class","classes")}`+(t<e.rows?` with a p-value (${e.rows-t} without V)`:"")}}var nd=20;function fT(e,t){let n=Object.fromEntries(Tt.map(a=>[a,0])),r=new Map,i=0,s=0;for(let a=0;a<t.length;a++){let l=t[a],u=e.columns.cramers_v[l];if(typeof u!="number"||!Number.isFinite(u)){s++;continue}let c=Tt.includes(e.columns.band[l]??"")?e.columns.band[l]:Q7(u),d=Math.min(nd-1,Math.max(0,Math.floor(u*nd)))*Tt.length+Tt.indexOf(c);r.set(d,(r.get(d)??0)+1),n[c]++,i++}return{bins:[...r.entries()].sort(([a],[l])=>a-l).map(([a,l])=>{let u=Math.floor(a/Tt.length);return{x0:u/nd,x1:(u+1)/nd,band:Tt[a%Tt.length],count:l}}),byBand:n,defined:i,undefined:s}}function dT(e){let t=0;return{panels:e.groups.map((r,i)=>{let s=e.group_n[i]??0,o=u=>s>0?u/s:0,a=e.labels.map((u,c)=>{let f=e.counts[i][c]??0;return{label:u,count:f,share:o(f),correct:e.correct[c]===!0,kept:e.kept[c]!==!1,other:!1}});if(e.other_labels>0){let u=e.other[i]??0;a.push({label:"",count:u,share:o(u),correct:!1,kept:!0,other:!0})}for(let u of a)u.share>t&&(t=u.share);let l=e.mistakes.filter(u=>u.group===r).sort((u,c)=>u.rank-c.rank);return{group:r,n:s,accuracy:e.group_accuracy[i]??null,bars:a,mistakes:l}}),maxShare:t,otherLabels:e.other_labels,totalLabels:e.total_labels,dropped:e.kept.filter(r=>r===!1).length}}var Yb="classes";function Xb(e){return{mev:String(e.mev),level:String(e.level),fdr:String(e.fdr)}}var r9="Sorted last in both directions and left out of SkewSize.",i9=["class","n","cramers_v","band","interval","p_value","mark","accuracy","worst_group","worst_group_accuracy","gap"],Jb=64,Zb=14,s9="minmax(100px, 3fr) minmax(72px, 1fr) minmax(90px, 1fr) minmax(88px, 1fr) 150px minmax(60px, 1fr) 24px minmax(76px, 1fr) minmax(90px, 2fr) minmax(84px, 1fr) minmax(76px, 1fr)",hT=910;function o9([e,t],n,[r,i]){let o=f=>Math.min(Jb-3,Math.max(3,(f-r)/(i-r)*(Jb-6)+3)),a=Zb/2,l=o(e),u=o(t),c=[.1,.3,.5].filter(f=>f<i).map(f=>`M${o(f)},1V${Zb-1}`).join("");return g`<svg class="whisker" width=${Jb} height=${Zb} aria-hidden="true">
    <path class="edge" d=${c}></path>
    <path class="bar" d=${`M${l},${a}H${u}M${l},${a-3}V${a+3}M${u},${a-3}V${a+3}`}></path>
    <circle class="dot" cx=${o(n)} cy=${a} r="2.5"></circle>
  </svg>`}var Pl=class extends G{constructor(){super();this.cursor=new Yr(this,{open:n=>this.openRow(n),close:()=>this.closeDrillDown()});this.rowTemplate=(n,r)=>this.renderRow(n,r);this.lastCursor=null;this.table=null,this.rows=[],this.sort="cramers_v",this.dir="desc",this.reasons={},this.selected=null,this.stats=null}openRow(n){let r=this.table;!r||n<0||n>=r.rows||(this.cursor.set(n),this.dispatchEvent(new CustomEvent("class-select",{detail:r.columns.class[n],bubbles:!0,composed:!0})))}closeDrillDown(){if(this.selected===null)return!1;let r=this.getRootNode().querySelector?.("fairness-skew-class");return r?(r.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0})),!0):!1}columns(){let{level:n,fdr:r}=this.stats,i=sd("significant",n,r),s=g`<span class="mark" role="columnheader" data-col="significant" title=${i.title}>★</span>`,o=sd("interval",n,r),a=g`<span class="interval" role="columnheader" data-col="interval" title=${o.title}>
      <span class="top"><span class="col-name">${o.name}</span></span>
      <span class="sub">${o.sub}</span>
    </span>`;return i9.map(l=>l==="mark"?{header:s}:l==="interval"?{header:a}:{key:l,text:l==="class"||l==="worst_group",...sd(l,n,r)})}numberCell(n,r,i,s){return r===null||!Number.isFinite(r)?g`<div class="cell num undef" role="cell" data-col=${n} data-state="undefined" title=${s}>
        undefined
      </div>`:g`<div class="cell num" role="cell" data-col=${n} title=${String(r)}>${i}</div>`}renderRow(n,r){let i=this.table,s=i.columns,o=s.class[n],a=s.cramers_v[n],l=i.states.cramers_v[n],u=`Undefined: ${l&&this.reasons[l]||l||"no value"}. ${r9}`,c=`Undefined: ${this.reasons.no_examples??"no examples of this class"}.`,f=s.band[n],d=s.worst_group[n],h=o===this.selected,p=lT(i,n,this.reasons),m=Wb(this.stats.fdr);return g`<div
      class="row ${p.significant?"significant":""} ${this.cursor.isCursor(n)?"cursor":""}"
      role="row"
      aria-selected=${h?"true":"false"}
      data-row=${n}
      data-pos=${r}
      data-significant=${p.significant?"true":"false"}
      @click=${()=>this.openRow(n)}
    >
      <div class="cell" role="cell" data-col="class" title=${o}>${o}</div>
      <div class="cell num" role="cell" data-col="n">${N(s.n[n])}</div>
      ${this.numberCell("cramers_v",a,dr(a),u)}
      ${f?g`<div class="cell" role="cell" data-col="band" data-band=${f}>
            <span class="chip" style="background:${Ei[f]}"></span>${f}
          </div>`:g`<div class="cell undef" role="cell" data-col="band" title=${u}>—</div>`}
      ${p.interval&&a!==null?g`<div
            class="cell interval"
            role="cell"
            data-col="interval"
            data-lower=${String(p.interval[0])}
            data-upper=${String(p.interval[1])}
            title=${`V = ${a}; ${Wo(this.stats.level)} interval of the population V: [${p.interval[0]}, ${p.interval[1]}]`}
          >
            ${o9(p.interval,a,this.stats.domain)}<span class="text">${p.intervalText}</span>
          </div>`:g`<div class="cell interval undef" role="cell" data-col="interval" title=${p.reason??"No interval"}>—</div>`}
      <div class="cell num ${p.p===null?"why undef":""}" role="cell" data-col="p_value" data-value=${p.p===null?"":String(p.p)} title=${p.pTitle}>
        ${p.pText}
      </div>
      ${Uu(p.significant,m)}
      ${this.numberCell("accuracy",s.accuracy[n],Ge(s.accuracy[n]),c)}
      <div class="cell" role="cell" data-col="worst_group" title=${d??""}>${d??"\u2014"}</div>
      ${this.numberCell("worst_group_accuracy",s.worst_group_accuracy[n],Ge(s.worst_group_accuracy[n]),c)}
      ${this.numberCell("gap",s.gap[n],_u(s.gap[n]),c)}
    </div>`}willUpdate(n){let r=this.cursor.row!==this.lastCursor;this.lastCursor=this.cursor.row,(r||n.has("table")||n.has("stats")||n.has("selected")||n.has("reasons"))&&(this.rowTemplate=(i,s)=>this.renderRow(i,s))}updated(n){let r=n.has("table")&&n.get("table")==null;if(this.selected===null||!(n.has("selected")||r)||!this.table)return;let i=this.table.columns.class,s=this.rows.findIndex(l=>i[l]===this.selected),o=this.renderRoot.querySelector("lit-virtualizer");if(s<0||!o)return;(async()=>{await o.updateComplete,await o.layoutComplete,o.element(s)?.scrollIntoView({block:"nearest"})})().catch(()=>{})}render(){return!this.table||!this.stats?_:qs(this,{columns:this.columns(),defaultDir:jb,renderRow:this.rowTemplate,label:"Classes by Cram\xE9r's V",empty:this.table.rows===0?"This report has no classes.":"No class matches the search.",keyByPosition:!0,focusable:!0})}};Pl.properties={...Xr,reasons:{attribute:!1},selected:{attribute:!1},stats:{attribute:!1}},Pl.styles=[Z,...js,Gu,V`
      .head,
      .row {
        grid-template-columns: ${Ue(s9)};
        min-width: ${Ue(`${hT}px`)};
      }
      .head button {
        padding: 4px 6px 4px 4px;
      }
      /* An unsorted head keeps no room for its arrow: narrow columns show their whole name. */
      .head button[aria-sort='none'] .arrow {
        display: none;
      }
      .cell {
        padding: 0 6px;
      }
      /* The class stays in view when the table scrolls sideways. */
      .head button[data-col='class'],
      .cell[data-col='class'] {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head button[data-col='class'] {
        background: var(--header-bg);
      }
      .head button[data-col='class']:hover {
        background: var(--header-hover);
      }
      .cell[data-col='class'] {
        background: var(--bg);
        line-height: 23px;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .row:hover .cell[data-col='class'] {
        background: var(--hover-bg);
      }
      .head button .top {
        max-width: 100%;
        overflow: hidden;
      }
      .head button .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .head .mark {
        align-self: center;
        text-align: center;
        color: var(--accent);
        cursor: help;
      }
      .head .interval {
        display: flex;
        flex-direction: column;
        align-items: flex-start;
        justify-content: center;
        gap: 1px;
        padding: 4px 8px;
        font-weight: 500;
        cursor: help;
      }
      lit-virtualizer {
        min-width: ${Ue(`${hT}px`)};
      }
      .row {
        cursor: pointer;
        contain: strict;
      }
      .row[aria-selected='true'],
      .row[aria-selected='true'] .cell[data-col='class'] {
        background: var(--selected-bg);
      }
      .row[aria-selected='true'] .cell[data-col='class'] {
        box-shadow: inset 3px 0 0 var(--accent);
      }
      /* The cursor's ring over the sticky class too. */
      .row.cursor {
        box-shadow: none;
      }
      .row.cursor::after {
        content: '';
        position: absolute;
        inset: 0;
        z-index: 2;
        pointer-events: none;
        box-shadow: inset 0 0 0 1px var(--border);
      }
      [role='table']:focus .row.cursor::after {
        box-shadow: inset 0 0 0 2px var(--accent);
      }
      .cell.undef {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      /* The whisker at a fixed place, its text after it right-aligned in the rest. */
      .cell.interval {
        display: flex;
        align-items: center;
        gap: 6px;
        font-size: 12px;
        font-variant-numeric: tabular-nums;
      }
      .cell.interval .text {
        flex: 1;
        min-width: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        text-align: right;
      }
      .whisker .edge {
        stroke: var(--disabled-border);
        stroke-dasharray: 1 2;
      }
      .chip {
        display: inline-block;
        width: 9px;
        height: 9px;
        border-radius: 2px;
        margin-right: 5px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-table",Pl);var Dl=class extends G{constructor(){super();this.chart=null;this.histogram=null,this.marker=null}willUpdate(n){(n.has("histogram")||n.has("marker"))&&(this.chart=this.draw())}draw(){let n=this.histogram;if(!n||n.bins.length===0)return null;let r=Math.max(...n.bins.map(i=>i.count));return qe({width:As,height:170,marginLeft:44,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[0,1],label:"Cram\xE9r's V",labelAnchor:"center",labelArrow:"none",ticks:5},y:{label:"classes",labelArrow:"none",grid:!0,ticks:Math.min(5,r)},color:{domain:[...Tt],range:Tt.map(i=>Ei[i])},marks:[pi(n.bins,{x1:"x0",x2:"x1",y:"count",fill:"band",insetLeft:.5,insetRight:.5,title:i=>`${i.count} class${i.count===1?"":"es"} with V in [${i.x0.toFixed(2)}, ${i.x1.toFixed(2)}) (${i.band})`}),mt(la,{stroke:"var(--chart-rule)",strokeDasharray:"2,3"}),Rn([0],{stroke:"var(--chart-rule)"}),...this.marker!==null?[mt([this.marker],{stroke:"var(--fg)",strokeWidth:1.5,title:()=>"the selected class"})]:[]]})}render(){let n=this.histogram;return n?g`
      <h3>Effect sizes by class</h3>
      <div class="chart">${this.chart??g`<div class="muted">No class with a value of V to plot.</div>`}</div>
      <div class="legend">
        ${Tt.map(r=>g`<span data-band=${r}
              ><span class="key" style="background:${Ei[r]}"></span>${r} ${N(n.byBand[r])}</span
            >`)}
      </div>
      <div class="note muted">
        ${this.marker!==null?"The solid line marks the selected class. ":""}${N(n.defined)} class${n.defined===1?"":"es"} with V${n.undefined?`; ${N(n.undefined)} undefined, not plotted`:""}
      </div>
    `:g``}};Dl.properties={histogram:{attribute:!1},marker:{attribute:!1}},Dl.styles=[Z,V`
      :host {
        display: block;
      }
      .chart {
        min-height: 40px;
      }
      .note {
        font-size: 11px;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 10px;
        font-size: 11px;
        margin-top: 2px;
      }
      .key {
        display: inline-block;
        width: 10px;
        height: 10px;
        border-radius: 2px;
        margin-right: 4px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-histogram",Dl);var Ll=class extends G{constructor(){super();this.panels=null;this.cls="",this.data=null,this.status="loading",this.error=null,this.reasons={}}willUpdate(n){n.has("data")&&(this.panels=this.data?dT(this.data):null)}close(){this.dispatchEvent(new CustomEvent("class-close",{bubbles:!0,composed:!0}))}renderBar(n,r,i){let s=r>0?n.share/r*100:0,o=n.other?`other (${N(i)} more label${i===1?"":"s"})`:n.label,a=[n.correct?"the correct label":"",n.kept?"":"dropped from V by the mev filter (an expected count below mev)"].filter(Boolean),l=`${o}: ${N(n.count)} (${Ge(n.share)} of the group)${a.length?" \u2014 "+a.join("; "):""}`,u=["bar-row",n.correct?"correct":"",n.kept?"":"dropped",n.other?"other":""].filter(Boolean).join(" ");return g`<div
      class=${u}
      role="listitem"
      data-label=${n.other?_:n.label}
      data-other=${n.other?"true":_}
      data-count=${n.count}
      data-share=${n.share}
      data-correct=${n.correct?"true":"false"}
      data-kept=${n.kept?"true":"false"}
      title=${l}
    >
      <span class="label">${o}${n.correct?" \u2713":""}</span>
      <span class="track"><span class="fill" style="width: ${s.toFixed(2)}%"></span></span>
      <span class="val">${Ge(n.share)} (${N(n.count)})</span>
    </div>`}renderPanel(n,r){return g`<div class="panel" data-group=${n.group}>
      <h4 title=${n.group}>${n.group}</h4>
      <div class="meta muted">
        n = ${N(n.n)}${n.accuracy!==null?g` · accuracy ${Ge(n.accuracy)}`:_}
      </div>
      <div class="bars" role="list" aria-label=${`Predicted labels for group ${n.group}`}>
        ${n.bars.map(i=>this.renderBar(i,r.maxShare,r.otherLabels))}
      </div>
      <h5>Most frequent mistakes</h5>
      ${n.mistakes.length?g`<table class="mistakes">
            <colgroup>
              <col class="rank" />
              <col />
              <col class="count" />
              <col class="share" />
            </colgroup>
            <thead>
              <tr>
                <th class="num">rank</th>
                <th>label</th>
                <th class="num">count</th>
                <th class="num">share</th>
              </tr>
            </thead>
            <tbody>
              ${n.mistakes.map(i=>g`<tr data-rank=${i.rank} data-label=${i.label} data-count=${i.count} data-share=${i.share}>
                    <td class="num">${i.rank}</td>
                    <td title=${i.label}>${i.label}</td>
                    <td class="num">${N(i.count)}</td>
                    <td class="num" title=${String(i.share)}>${Ge(i.share)}</td>
                  </tr>`)}
            </tbody>
          </table>`:g`<div class="muted">No mistakes in this group.</div>`}
    </div>`}renderHeader(n){let r=_;n&&(r=n.cramers_v!==null?g`<span data-key="cramers_v" data-value=${n.cramers_v}
              >V = <b>${dr(n.cramers_v)}</b>
              ${n.band?g`<span><span class="chip" style="background:${Ei[n.band]}"></span>${n.band}</span>`:_}</span
            >`:g`<span data-key="cramers_v" data-state=${n.state??"undefined"} class="muted"
              >V undefined: ${n.state&&this.reasons[n.state]||n.state}</span
            >`);let i=this.panels;return g`<header>
      <h3 title=${this.cls}>${this.cls}</h3>
      ${r}
      ${n&&i?g`<span class="muted"
            >${n.groups.length} group${n.groups.length===1?"":"s"} × ${N(n.total_labels)} predicted
            label${n.total_labels===1?"":"s"}${i.dropped?g`; <span data-key="dropped">${i.dropped} dropped by mev = ${n.mev}</span>`:_}${i.otherLabels?`; ${N(i.otherLabels)} least frequent summed in \u201Cother\u201D`:""}</span
          >`:_}
      <button class="primary close" name="close-class" title="Close the drill-down" @click=${()=>this.close()}>
        Close
      </button>
    </header>`}render(){let n=this.data,r=this.panels;return g`
      ${this.renderHeader(n)}
      ${this.status==="error"?g`<div class="message error" role="alert"><div class="text">${this.error}</div></div>`:_}
      ${n&&r?g`<div class="body ${this.status==="loading"?"stale":""}">
            <div class="groups">${r.panels.map(i=>this.renderPanel(i,r))}</div>
            <div class="key muted">
              <span><span class="swatch" style="background:#43a047"></span>the correct label</span>
              <span><span class="swatch" style="background:#90a4ae"></span>a mistake</span>
              <span
                ><span class="swatch" style="background:repeating-linear-gradient(135deg, var(--stripe-a) 0 3px, var(--stripe-b) 3px 6px)"></span
                >dropped from V by the mev filter</span
              >
              <span>bars: share of the group's examples, one scale for all groups</span>
            </div>
            <slot name="history"></slot>
          </div>`:this.status==="loading"?g`<div class="loading">Loading the class…</div>`:_}
    `}};Ll.properties={cls:{attribute:!1},data:{attribute:!1},status:{reflect:!0,attribute:"data-status"},error:{attribute:!1},reasons:{attribute:!1}},Ll.styles=[Z,et,V`
      :host {
        display: block;
        border: 1px solid var(--border);
        border-top: 3px solid var(--accent);
        border-radius: 2px;
        padding: 10px 12px 12px;
        background: var(--bg);
      }
      header {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 4px 14px;
        margin-bottom: 8px;
      }
      header h3 {
        margin: 0;
        font-size: 14px;
        max-width: 100%;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      header .close {
        margin-left: auto;
      }
      .chip {
        display: inline-block;
        width: 9px;
        height: 9px;
        border-radius: 2px;
        margin-right: 4px;
        vertical-align: -1px;
      }
      .body.stale {
        opacity: 0.55;
        transition: opacity 0.15s 0.2s;
      }
      .groups {
        display: flex;
        gap: 20px;
        overflow-x: auto;
        padding-bottom: 4px;
      }
      .panel {
        flex: 1 1 0;
        min-width: 300px;
      }
      .panel h4 {
        font-size: 13px;
        font-weight: 500;
        margin: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .panel .meta {
        font-size: 12px;
        margin-bottom: 6px;
      }
      .bars {
        display: grid;
        grid-template-columns: minmax(80px, 38%) 1fr 96px;
        align-items: center;
        column-gap: 6px;
        row-gap: 2px;
        font-size: 12px;
      }
      .bar-row {
        display: contents;
      }
      .bar-row .label {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .bar-row.correct .label {
        font-weight: 500;
        color: var(--good);
      }
      .track {
        height: 12px;
        background: var(--header-bg);
        border-radius: 1px;
      }
      .fill {
        display: block;
        height: 100%;
        background: #90a4ae;
        border-radius: 1px;
      }
      .bar-row.correct .fill {
        background: #43a047;
      }
      .bar-row.dropped .fill {
        background: repeating-linear-gradient(135deg, var(--stripe-a) 0 3px, var(--stripe-b) 3px 6px);
      }
      .bar-row.dropped .label {
        color: var(--muted);
        text-decoration: line-through dotted;
      }
      .bar-row.other .label {
        font-style: italic;
        color: var(--muted);
      }
      .bar-row .val {
        text-align: right;
        font-variant-numeric: tabular-nums;
        white-space: nowrap;
      }
      h5 {
        font-size: 12px;
        font-weight: 500;
        margin: 10px 0 2px;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        font-size: 12px;
        table-layout: fixed;
      }
      th,
      td {
        padding: 2px 6px;
        border-bottom: 1px solid var(--row-border);
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      th {
        font-weight: 500;
        text-align: left;
        color: var(--muted);
      }
      th.num,
      td.num {
        text-align: right;
      }
      col.rank {
        width: 40px;
      }
      col.count {
        width: 64px;
      }
      col.share {
        width: 64px;
      }
      .key {
        font-size: 11px;
        margin-top: 8px;
        display: flex;
        flex-wrap: wrap;
        gap: 2px 14px;
      }
      .swatch {
        display: inline-block;
        width: 14px;
        height: 10px;
        margin-right: 4px;
        vertical-align: -1px;
      }
    `];customElements.define("fairness-skew-class",Ll);var Qb="skew_size",a9=20,l9="higher is less biased; a long tail of large effect sizes lowers it";function pT(e,t){let[n,r]=e??[null,null];if(n===null||r===null)return _;let i=s=>(s*100).toFixed(1);return g` <span class="muted" title=${`${Math.round(t*100)}% Wilson interval`}
    >[${i(n)}, ${i(r)}]</span
  >`}function u9(e,t){let n=e.skew_size_interval;return n?g` <span
      class="interval"
      data-key="skew_size_interval"
      data-lower=${String(n[0])}
      data-upper=${String(n[1])}
      title=${`Approximate ${Math.round(t*100)}% interval of the population SkewSize: a parametric bootstrap of the classes' tables from their bias-corrected V; in simulations it covered 92\u201393% of the time (docs/statistics.md)`}
      >[${ye(n[0])}, ${ye(n[1])}]</span
    >`:e.skew_size_interval_state!=="too_noisy"?_:g` <span
    class="interval withheld"
    data-key="skew_size_interval"
    data-state="too_noisy"
    title=${e.skew_size_interval_reason??""}
    >no interval: the per-class V are too noisy</span
  >`}function od(e){let t=e.trim();if(t==="")return null;let n=Number(t);return Number.isFinite(n)?n:NaN}var Nl=class extends G{constructor(n){super();this.request=new Se;this.classRequest=new Se;this.shell=new Ct(this,[this.request,this.classRequest]);this.downloads=new Dn(this,()=>this.api,()=>this.declaration);this.revealClass=!1;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.histogram=null;this.domain=[0,1];this.api=n??new Gt,this.info=null,this.declaration=null,this.params=[],this.selection=id(null),this.data=null,this.classData=null,this.classStatus="loading",this.classError=null,this.mevText="",this.fdrText=""}async load(){let{run:n,tag:r,step:i}=this.report,{mev:s,level:o,fdr:a}=this.selection;this.shell.start(),this.selection.cls!==null&&(this.classStatus="loading");let l;try{l=await this.request.run(c=>this.api.skew(Qb,{run:n,tag:r,step:i,mev:s,level:o,fdr:a},c))}catch(c){this.classRequest.cancel(),this.data=null,this.classData=null,this.shell.fail(c);return}if(l===_e)return;this.data=l,this.selection.mev===null&&this.mevText===""&&(this.mevText=String(l.mev)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(l.fdr)),this.shell.ready();let u=this.selection.cls;u!==null&&(l.columns.class.includes(u)?this.loadClass():this.closeClass())}async loadClass(){let n=this.selection.cls;if(n===null)return;let{run:r,tag:i,step:s}=this.report,o=this.selection.mev;this.classStatus="loading",this.classError=null;let a;try{a=await this.classRequest.run(l=>this.api.skewClass(Qb,{run:r,tag:i,step:s,mev:o,class:n,k:null,limit:a9},l))}catch(l){this.classData=null,this.classError=Ht(l),this.classStatus="error";return}a!==_e&&(this.classData=a,this.classStatus="ready")}setSelectionState(n){this.selection=n,ct(this,Gb(n,this.declaration))}selectClass(n){if(n===this.selection.cls&&this.classStatus!=="error"){this.revealClass=!0,this.requestUpdate();return}this.setSelectionState({...this.selection,cls:n}),this.classData=null,this.revealClass=!0,this.loadClass()}closeClass(){this.classRequest.cancel(),this.classData=null,this.classError=null,this.setSelectionState({...this.selection,cls:null})}onMevInput(n){let r=n.target.value;this.mevText=r;let i=od(r);!Re(this.declaration,"mev",i)||i===this.selection.mev||(this.setSelectionState({...this.selection,mev:i}),this.load())}onFdrInput(n){let r=n.target.value;this.fdrText=r;let i=od(r);!Re(this.declaration,"fdr",i)||i===this.selection.fdr||(this.setSelectionState({...this.selection,fdr:i}),this.load())}onLevel(n){let r=Number(n.target.value);r!==this.selection.level&&(this.setSelectionState({...this.selection,level:r}),this.load())}resetSelection(){this.setSelectionState(id(this.declaration)),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),this.closeClass(),this.report.step!==null?Ur(this,{step:null}):this.load()}downloadCsv(){let n=this.data;if(!n)return;let r=zt(["fairness",n.run,n.tag,`step${n.step}`,"skew",`mev${n.mev}`]),i={run:n.run,tag:n.tag,step:n.step,table:Yb,options:Xb(n)};this.downloads.download("download",i,r)}willUpdate(n){this.hasUpdated?(n.has("report")&&jr(n.get("report"),this.report)||n.has("info")&&Gr(n.get("info"),this.info,this.report))&&this.load():(this.selection=iT(this.params,this.declaration),this.mevText=String(this.selection.mev??""),this.fdrText=String(this.selection.fdr??""),ct(this,Gb(this.selection,this.declaration)),this.load());let r=n.get("selection"),i=this.selection,s=this.data,o=n.has("data"),a=r!==void 0&&(r.sort!==i.sort||r.dir!==i.dir),l=r===void 0||r.search!==i.search;if(l&&(this.search=Ms(i.search)),!s){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.histogram=null;return}o&&(this.domain=uT(s)),(o||a||this.order===null)&&(this.order=sT(s,i.sort,i.dir)),(o||a||l)&&(this.visible=oT(s,this.order,this.search.regex),this.visibleList=Array.from(this.visible),this.histogram=fT(s,this.visible))}updated(){if(!this.revealClass)return;let n=this.renderRoot.querySelector("fairness-skew-class");n&&(this.revealClass=!1,n.scrollIntoView({block:"nearest",behavior:"smooth"}))}selectedV(){let n=this.data,r=this.selection.cls;if(!n||r===null)return null;let i=n.columns.cramers_v[n.columns.class.indexOf(r)];return typeof i=="number"&&Number.isFinite(i)?i:null}renderControls(){let n=this.selection,r=this.declaration,i=!Re(r,"mev",od(this.mevText)),s=!Re(r,"fdr",od(this.fdrText)),o=n.level===null||rd.includes(n.level)?rd:[...rd,n.level].sort((a,l)=>a-l);return g`<div class="controls">
      <div class="group" role="group" aria-label="Report and noise filter">
        <slot name="report"></slot>
        <label class="field">
          <span class="name" title=${Pe(r,"mev")}>${Be(r,"mev")}</span>
          <input
            type="number"
            name="mev"
            min=${Yt(r,"mev").min??_}
            step="any"
            inputmode="decimal"
            class=${i?"invalid":""}
            aria-invalid=${i?"true":"false"}
            title=${i?Ln(r,"mev"):Pe(r,"mev","Drops the predicted labels whose smallest expected count is below it before computing V (the paper uses 5; 0 turns the filter off, as the appendix code does).")}
            .value=${this.mevText}
            @input=${a=>this.onMevInput(a)}
          />
        </label>
        <label class="field" title=${Pe(r,"level","Here: the interval of V (the whiskers).")}>
          <span class="name">${Be(r,"level")}</span>
          <select name="level" @change=${a=>this.onLevel(a)}>
            ${o.map(a=>g`<option .value=${String(a)} .selected=${a===n.level}>${Wo(a)}</option>`)}
          </select>
        </label>
        <label class="field">
          <span class="name" title=${Pe(r,"fdr")}>${Be(r,"fdr","FDR")}</span>
          <input
            type="number"
            name="fdr"
            min=${Yt(r,"fdr").min??_}
            max=${Yt(r,"fdr").max??_}
            step="0.01"
            inputmode="decimal"
            class=${s?"invalid":""}
            aria-invalid=${s?"true":"false"}
            title=${s?Ln(r,"fdr"):`False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the classes with a p-value). ${Pe(r,"fdr")}`}
            .value=${this.fdrText}
            @input=${a=>this.onFdrInput(a)}
          />
        </label>
      </div>
      <div class="group" role="group" aria-label="Rows">
        <label class="field">
          <span class="name">Search classes (regex)</span>
          <input
            type="search"
            class="search ${this.search.error?"invalid":""}"
            name="search"
            placeholder="e.g. ^nurse|doctor$"
            spellcheck="false"
            autocomplete="off"
            aria-invalid=${this.search.error?"true":"false"}
            .value=${n.search}
            @input=${a=>this.setSelectionState({...this.selection,search:a.target.value})}
          />
        </label>
        <span class="spacer"></span>
        ${this.shell.renderCsvButton("download",this.data!==null&&this.downloads.pending===null,()=>this.downloadCsv(),`${Pn(this.declaration,Yb,this.data?.rows??null)}; not only the classes the search shows`)}
        ${this.downloads.renderError()}
        ${this.search.error?g`<div class="search-error" role="alert" title=${this.search.error}>
              Invalid regex, search ignored: ${this.search.error}
            </div>`:_}
      </div>
    </div>`}renderHeadline(n){let r=n.model,i=a=>a&&n.reasons[a]||a||"undefined",s=(a,l)=>g`<span data-key=${a} data-value=${String(r[a])}>${l}</span>`,o=(a,l)=>l===null?_:g` <span class="muted">on</span> <b data-key=${a}>${l}</b>`;return g`<section class="headline" aria-label="The model's numbers">
      <div class="skew" title="SkewSize: the skewness of Cramér's V over the classes that have one">
        <span class="name muted">SkewSize</span>
        ${r.skew_size!==null?g`<span class="value" data-key="skew_size" data-value=${String(r.skew_size)}>${ye(r.skew_size)}</span
              >${u9(r,n.level)}`:g`<span class="value undef" data-key="skew_size" data-state=${r.skew_size_state??"undefined"}
              >undefined</span
            >
            <span class="reason" data-key="skew_size_reason">${i(r.skew_size_state)}</span>`}
        <span class="explain muted">${l9}</span>
      </div>
      <dl class="stats">
        <div class="stat">
          <dt>classes with V</dt>
          <dd>${s("classes_with_v",N(r.classes_with_v))} / ${s("classes",N(r.classes))}</dd>
        </div>
        <div class="stat">
          <dt>accuracy: overall · mean over classes</dt>
          <dd>
            ${s("overall_accuracy",Ge(r.overall_accuracy)||"\u2014")}${pT(r.overall_accuracy_interval,n.level)} ·
            ${s("mean_accuracy",Ge(r.mean_accuracy)||"\u2014")}
          </dd>
        </div>
        <div class="stat">
          <dt>worst group · its accuracy · gap</dt>
          <dd title=${r.worst_group??""}>
            <b data-key="worst_group">${r.worst_group??"\u2014"}</b> ·
            ${s("worst_group_accuracy",Ge(r.worst_group_accuracy)||"\u2014")}${pT(r.worst_group_accuracy_interval,n.level)} ·
            ${s("gap",_u(r.gap)||"\u2014")}
          </dd>
        </div>
        ${r.parity_state!==null?g`<div class="stat" data-key="parity_state" data-state=${r.parity_state}>
              <dt>demographic parity · equalized odds</dt>
              <dd class="muted" title=${i(r.parity_state)}>not defined: ${i(r.parity_state)}</dd>
            </div>`:g`<div class="stat">
                <dt>demographic parity (max over labels)</dt>
                <dd>
                  ${s("demographic_parity",dr(r.demographic_parity)||"\u2014")}${o("demographic_parity_label",r.demographic_parity_label)}
                </dd>
              </div>
              <div class="stat">
                <dt>equalized odds (max over labels)</dt>
                <dd>
                  ${s("equalized_odds",dr(r.equalized_odds)||"\u2014")}${o("equalized_odds_label",r.equalized_odds_label)}
                </dd>
              </div>`}
        <div class="stat">
          <dt>groups: examples (accuracy)</dt>
          <dd>
            ${n.groups.map((a,l)=>g`${l?" \xB7 ":""}<span data-group=${a.name}
                    ><b>${a.name}</b> ${N(a.n)}${a.accuracy!==null?` (${Ge(a.accuracy)})`:""}</span
                  >`)}
          </dd>
        </div>
      </dl>
    </section>`}renderSummary(n){let r=this.info?.description??"";return g`<div class="summary" data-shown=${this.visible.length} data-total=${n.rows}>
      ${r?g`<span class="description">${r}</span>`:_}
      <span
        ><b>N</b> = ${N(n.model.n)} ${Bt(n.model.n,"example")} · step ${n.step} ·
        <span class="mev" title=${Pe(this.declaration,"mev")}>min expected count ${n.mev}</span></span
      >
      ${Ls(this.visible.length,n.rows,Bt(n.rows,"class","classes"))}
      <span class="muted">click a class to see its predicted labels per group</span>
    </div>`}renderLegend(n){let r=cT(n);return g`<div class="stats-legend" data-significant=${n.significant} data-level=${n.level} data-q=${n.fdr}>
      <span class="interval">${r.interval}</span>
      <span class="significance"><span class="star">${r.significance.slice(0,1)}</span>${r.significance.slice(1)}</span>
    </div>`}renderHistory(n,r){return g`<fairness-row-drilldown
      slot="history"
      variant="section"
      .api=${this.api}
      .tag=${n.tag}
      .run=${n.run}
      .step=${n.step}
      .rowKey=${r}
      .options=${Xb(n)}
      .noun=${"class"}
      .declaration=${this.declaration}
      .showDetail=${!1}
    ></fairness-row-drilldown>`}render(){let n=this.selection,r=this.data,i=this.shell.loading;return g`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(r,s=>g`<div class="body">
            <div class=${i?"stale":""}>${this.renderHeadline(s)}</div>
            ${this.renderSummary(s)} ${this.renderLegend(s)}
            <div class="main ${i?"stale":""}">
              <fairness-skew-table
                .table=${s}
                .rows=${this.visibleList}
                .sort=${n.sort}
                .dir=${n.dir}
                .reasons=${s.reasons}
                .selected=${n.cls}
                .stats=${{level:s.level,fdr:s.fdr,domain:this.domain}}
                @sort-change=${o=>this.setSelectionState({...this.selection,sort:o.detail.column,dir:o.detail.dir})}
                @class-select=${o=>this.selectClass(o.detail)}
              ></fairness-skew-table>
              <div class="side">
                <fairness-skew-histogram
                  .histogram=${this.histogram}
                  .marker=${this.selectedV()}
                ></fairness-skew-histogram>
                <div class="hint muted">
                  Cramér's V of a class measures how much the model's predictions for it depend on the group.
                  SkewSize is the skewness of V over classes: a few classes with large V (a long right tail)
                  lower it.
                </div>
              </div>
            </div>
            ${n.cls!==null?g`<fairness-skew-class
                  .cls=${n.cls}
                  .data=${this.classData}
                  .status=${this.classStatus}
                  .error=${this.classError}
                  .reasons=${s.reasons}
                  @class-close=${()=>this.closeClass()}
                  >${this.renderHistory(s,n.cls)}</fairness-skew-class
                >`:_}
          </div>`,"Loading the report\u2026")}
    `}};Nl.properties={...qr,selection:{state:!0},data:{state:!0},classData:{state:!0},classStatus:{state:!0},classError:{state:!0},mevText:{state:!0},fdrText:{state:!0}},Nl.styles=[Z,Qe,et,Mi,Vd,Ri,Wt,V`
      input[name='mev'],
      input[name='fdr'] {
        width: 72px;
      }
      .stats-legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 16px;
        font-size: 12px;
        color: var(--muted);
      }
      .stats-legend .star {
        color: var(--accent);
      }
      input.search {
        width: 200px;
      }
      .headline {
        display: flex;
        flex-wrap: wrap;
        gap: 8px 28px;
        align-items: flex-start;
        padding: 10px 12px;
        border: 1px solid var(--border);
        border-radius: 2px;
        background: var(--surface);
      }
      .headline .skew {
        display: flex;
        flex-direction: column;
        gap: 2px;
        min-width: 220px;
        max-width: 300px;
      }
      .headline .skew .value {
        font-size: 26px;
        font-weight: 500;
        line-height: 1.1;
        font-variant-numeric: tabular-nums;
      }
      .headline .skew .value.undef {
        font-size: 18px;
        color: var(--muted);
        font-style: italic;
      }
      .headline .skew .interval {
        font-size: 13px;
        font-variant-numeric: tabular-nums;
      }
      .headline .skew .interval.withheld {
        color: var(--muted);
        font-style: italic;
        cursor: help;
      }
      .headline .explain {
        font-size: 12px;
      }
      .stats {
        display: grid;
        grid-template-columns: repeat(3, minmax(170px, 1fr));
        gap: 8px 24px;
        flex: 1;
        min-width: 300px;
        margin: 0;
      }
      .stat dt {
        font-size: 11px;
        color: var(--muted);
        letter-spacing: 0.02em;
      }
      .stat dd {
        margin: 0;
        font-variant-numeric: tabular-nums;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .stat b {
        font-weight: 500;
      }
      .summary {
        min-height: 18px;
      }
      .main {
        flex: 1 0 340px;
        min-height: 340px;
        display: flex;
        gap: 16px;
      }
      fairness-skew-table {
        flex: 1;
        min-width: 0;
      }
      .side {
        width: 344px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      .hint {
        font-size: 12px;
      }
      @media (max-width: 900px) {
        .main {
          flex-direction: column;
        }
        fairness-skew-table {
          min-height: 340px;
        }
        .side {
          width: auto;
        }
      }
    `];customElements.define("fairness-skew-view",Nl);var mT={kind:Qb,title:"SkewSize",render:(e,t)=>g`<fairness-skew-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-skew-view
    >`,hint:()=>g`No SkewSize reports: log one with <code>w.skew_size(…)</code>, each example's ground-truth class, its group
      (the bias attribute) and the predicted label (any string: an open vocabulary is fine).`,example:`# SkewSize: each example's ground-truth class, group and predicted label.
w.skew_size("skew/val", 0, classes=["nurse", "nurse", "doctor"],
            groups=["a", "b", "b"], predictions=["nurse", "doctor", "doctor"])`};var c9=" & ",ty=["class","n_a","n_b","value_a","value_b","gap","bound","p_value"],ny="cells",ry="disparity",ey=Object.freeze({grouping:null,minCount:null,a:null,b:null,cls:null,sort:"gap",dir:"desc"});function ad(e){return{...ey,metric:Hr(e,"metric"),fdr:je(e,"fdr")}}function iy(e){return e==="class"||e==="p_value"?"asc":"desc"}function ir(e){return e.join(c9)}function sy(e){return e.join(" \xD7 ")}var lt={metric:"metric",grouping:"grouping",minCount:"min_count",a:"a",b:"b",cls:"class",fdr:"fdr",sort:"sort",dir:"dir"},f9="q";function oy(e,t){let n=[];return yt(n,lt.metric,e.metric,t),Ee(n,lt.grouping,e.grouping),e.minCount!==null&&Ee(n,lt.minCount,e.minCount),e.a!==null&&e.b!==null&&(Ee(n,lt.a,e.a),Ee(n,lt.b,e.b)),Ee(n,lt.cls,e.cls),yt(n,lt.fdr,e.fdr,t),(e.sort!==ey.sort||e.dir!==ey.dir)&&(Ee(n,lt.sort,e.sort),Ee(n,lt.dir,e.dir)),n}function gT(e,t){let n=Ot(e),r=ad(t);r.metric=Cs(t,"metric",n.get(lt.metric));let i=n.get(lt.grouping);r.grouping=i===void 0||i===""?null:i;let s=Te(n.get(lt.minCount));Re(t,"min_count",s)&&(r.minCount=s);let o=n.get(lt.a),a=n.get(lt.b);o&&a&&(r.a=o,r.b=a);let l=n.get(lt.cls);r.cls=l===void 0||l===""?null:l,r.fdr=bn(t,"fdr",Te(n.get(lt.fdr)??n.get(f9)));let u=n.get(lt.sort);if(u!==void 0&&ty.includes(u)){r.sort=u;let c=n.get(lt.dir);r.dir=c==="asc"||c==="desc"?c:iy(r.sort)}return r}function Ir(e,t){return e.fdr??je(t,"fdr")}function bT(e,t,n,r,i,s,o){let a=i===null&&typeof t=="number"&&Number.isFinite(t),l=a&&typeof s=="number"&&Number.isFinite(s);return{n:e,value:a?t:null,lower:a?n:null,upper:a?r:null,state:a?null:i??"undefined",p:l?s:null,significant:l&&o===!0}}function yT(e){return e.reduce((t,n)=>t+n.filter(r=>r.significant).length,0)}function d9(e,t){let n=[];for(let r=0;r<t;r++){let i=0,s=0;for(let o of e){let a=o[r]?.value;typeof a=="number"&&(i+=a,s++)}n.push({value:s?i/s:null,lower:null,upper:null,classes:s})}return n}function vT(e,t){let n=r=>typeof r=="number"&&Number.isFinite(r)?r:null;return e.map((r,i)=>{let s=t.find(o=>o.group===r)??t[i];return s?{value:n(s.value),lower:n(s.lower),upper:n(s.upper),classes:s.classes}:{value:null,lower:null,upper:null,classes:0}})}function xT(e,t){let n=e.classes.map((s,o)=>e.groups.map((a,l)=>bT(e.n[o][l],e.value[o][l],e.lower[o][l],e.upper[o][l],e.state[o][l],e.p_value?.[o]?.[l],e.significant?.[o]?.[l]))),r=vT(e.groups,e.macro),i=Ir(e,t);return{classes:e.classes,groups:e.groups,cells:n,macro:r,minCount:e.min_count,fdr:i,significantCells:yT(n)}}function wT(e,t){let n=e.classes.map((r,i)=>e.groups.map((s,o)=>bT(e.n[i][o],e.mar[i][o],e.mar_lower[i][o],e.mar_upper[i][o],e.state[i][o],e.p_value?.[i]?.[o],e.significant?.[i]?.[o])));return{classes:e.classes,groups:e.groups,cells:n,macro:e.macro?vT(e.groups,e.macro):d9(n,e.groups.length),minCount:e.min_count,fdr:Ir(e,t),significantCells:yT(n)}}function h9(e){return e.cells.reduce((t,n)=>t+n.filter(r=>r.p!==null).length,0)}function _T(e,t,n){let r=n?"Wald test of this group's mAR against the rest of the class's groups pooled":"pooled two-proportion z-test of this group's rate against the rest of the class's groups pooled";return e.p!==null?{text:`p=${vt(e.p)}`,title:`p = ${e.p} (${r})`}:e.state!==null?{text:"",title:`No p-value: ${e.state}`}:{text:"p \u2014",title:`No p-value: the rest of the class's groups has fewer than min_count = ${t} people, or nothing varies (${r})`}}function $T(e,t){let n=h9(e);return`${`\u2605 ${En(e.fdr)} (${e.significantCells} of ${n} cell${n===1?"":"s"} with a p-value)`}; each cell tests whether its group's ${t?"mAR (Wald)":"rate"} differs from the rest of the class's groups pooled`}function ay(e,t){return e.state==="insufficient"?`n=${e.n} < ${t}`:e.state==="undefined"?e.n===0?"nobody":"undefined":""}function ms(e,t,n){let r=s=>(s*100).toFixed(1),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${r(e)}%${i}`}function Il(e,t,n){let r=s=>(s*100).toFixed(1).replace(/^-/,"\u2212"),i=t!==null&&n!==null?` [${r(t)}, ${r(n)}]`:"";return`${e>0?"+":""}${r(e)} pp${i}`}function ST(e,t,n){let r=Array.from({length:e.rows},(a,l)=>l),i=n==="asc"?1:-1;if(t==="class"){let a=e.columns.class;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u)}let s=e.columns[t]??[],o=a=>{let l=s[a];return(t==="gap"||t==="bound"||t==="p_value")&&e.states.gap[a]!==null?NaN:typeof l=="number"&&Number.isFinite(l)?l:NaN};return r.sort((a,l)=>{let u=o(a),c=o(l),f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l})}function kT(e){for(let t=0;t<e.rows;t++)if(e.states.gap[t]===null&&e.columns.gap[t]!==null)return e.columns.class[t];return e.rows?e.columns.class[0]:null}function ly(e,t){let n={grouping:ir(e.grouping),min_count:String(e.min_count)};return!t&&e.metric!==void 0&&(n.metric=e.metric),e.fdr!==void 0&&(n.fdr=String(e.fdr)),n}function uy(e,t,n){let r={};return!n&&e.metric!==void 0&&(r.metric=e.metric),e.a!==null&&e.b!==null?(r.a=e.a,r.b=e.b):r.grouping=ir(t),r.min_count=String(e.min_count),r.fdr=String(e.fdr),r}function En(e){return`significant after Benjamini\u2013Hochberg at ${e===null?"the server's FDR":`FDR q = ${String(Number(e.toPrecision(4)))}`}`}function TT(e,t,n,r,i){let s=e.states.gap[t],o=e.columns.p_value?.[t];if(s===null&&typeof o=="number"&&Number.isFinite(o)){let l=i?r?"Wald test of equal mAR":"Wald test that every sufficient group has the same mAR":r?"pooled two-proportion z-test of equal rates":"chi-square test that every sufficient group has the same rate";return{p:o,text:vt(o),title:`p = ${o} (${l})`,significant:e.columns.significant?.[t]===!0}}return{p:null,text:"\u2014",title:s!==null?`${s}: ${n[s]??s}`:"No p-value",significant:!1}}function p9(e){let t=0;for(let n=0;n<e.rows;n++){let r=e.columns.p_value?.[n];e.states.gap[n]===null&&typeof r=="number"&&Number.isFinite(r)&&t++}return t}function CT(e,t,n){let r=p9(e),i=`\u2605 ${En(e.fdr)} (${e.significant} of ${r} class${r===1?"":"es"} with a p-value)`;return n?t?`${i}; each row tests whether the two groups share one mAR (Wald)`:`${i}; best-minus-worst rows test whether all groups share one mAR (Wald)`:t?`${i}; each row tests whether the two groups share one rate`:`${i}; best-minus-worst rows test whether all groups share one rate`}function MT(e,t){let n=e.classes.indexOf(t);return n<0?null:e.groups.map((r,i)=>{let s=e.cells[n][i];return{group:r,value:s.value,lower:s.lower,upper:s.upper,n:s.n,note:ay(s,e.minCount)}})}function RT(e,t){let n=e.classes.indexOf(t);if(n<0)return[];let r=[];return e.groups.forEach((i,s)=>{e.state[n][s]===null&&e.thresholds.forEach((o,a)=>{let l=e.ar[n][s][a];typeof l=="number"&&r.push({group:i,threshold:o,ar:l,lower:e.ar_lower[n][s][a]??l,upper:e.ar_upper[n][s][a]??l})})}),r}var ET="mean AR",AT="mean AR (mAR) is the average recall over the IoU thresholds 0.5 to 0.95: at each, the share of the group's people detected with an IoU at least the threshold";function PT(e,t){let r=`the ${t==="mAR"?ET:t} of this group on each class (export: value, with its interval lower to upper), n = its examples (n), p = the test of this group against the class's other groups pooled (p_value)`+(t==="mAR"?`; ${AT}`:"");return Ke(e,"group",r)}function DT(e,t,n,r){let[i,s]=t?["A","B"]:["best","worst"],[o,a]=t??["the best sufficient group","the worst sufficient group"],l=n?ET:"rate",u=(c,f,d)=>({name:c,sub:f,title:Ke(c,e,n&&e.startsWith("value")?`${d}; ${AT}`:d)});switch(e){case"class":return u("class","","the class");case"n_a":return u("examples",i,`the examples of the class in ${o}`);case"n_b":return u("examples",s,`the examples of the class in ${a}`);case"value_a":return u(l,i,`the ${l} of ${o} on the class`);case"value_b":return u(l,s,`the ${l} of ${a} on the class`);case"gap":return u("gap",`${i} \u2212 ${s}`,`${l} of ${o} minus ${l} of ${a}, with its interval`);case"bound":return u("bound","nearest 0","the end of the interval nearest zero (0 when the interval holds 0): sorting by it puts large and certain disparities first");case"p_value":return u("p","",`${r}; insufficient rows last`)}}var NT=V`
  :host {
    display: block;
    overflow: auto;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: var(--bg);
  }
  thead th {
    text-align: right;
  }
  thead th.text,
  td.text,
  th.text {
    text-align: left;
  }
  tbody tr {
    cursor: pointer;
  }
  tbody tr:hover {
    background: var(--hover-bg);
  }
  tbody tr[aria-selected='true'] {
    background: var(--selected-bg);
    box-shadow: inset 3px 0 0 var(--accent);
  }
  td.cls {
    max-width: 260px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  td.state {
    cursor: help;
  }
  tfoot td {
    border-top: 2px solid var(--border);
    font-weight: 500;
    background: var(--surface);
  }
  /* The class column stays in view when the table scrolls sideways. */
  thead th:first-child,
  tbody td:first-child,
  tfoot td:first-child {
    position: sticky;
    left: 0;
    box-shadow: inset -1px 0 0 var(--row-border);
  }
  thead th:first-child {
    z-index: 2;
  }
  tbody td:first-child {
    background: var(--bg);
  }
  tbody tr:hover td:first-child {
    background: var(--hover-bg);
  }
  tbody tr[aria-selected='true'] td:first-child {
    background: var(--selected-bg);
    box-shadow:
      inset 3px 0 0 var(--accent),
      inset -1px 0 0 var(--row-border);
  }
`;function LT(e,t){e.dispatchEvent(new CustomEvent("class-select",{detail:t,bubbles:!0,composed:!0}))}function IT(e,t){return{click:()=>LT(e,t),keydown:n=>{n.key==="Enter"&&LT(e,t)}}}var OT={table:{attribute:!1},reasons:{attribute:!1},selected:{attribute:!1},detection:{attribute:!1}};function zT(e){e.table=null,e.reasons={},e.selected=null,e.detection=!1}var Ol=class extends G{constructor(){super(),zT(this),this.valueName="value"}render(){let t=this.table;return t?t.classes.length===0?g`<div class="none">This report has no classes.</div>`:g`<table aria-label="Classes by group">
      <thead>
        <tr>
          <th class="text" data-col="class" title=${Ke("class","class","the class, one row each; click a row to chart it")}>class</th>
          ${t.groups.map(n=>g`<th data-group=${n} title=${PT(n,this.valueName)}>${n}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${t.classes.map((n,r)=>{let i=IT(this,n);return g`<tr
            data-class=${n}
            aria-selected=${n===this.selected?"true":"false"}
            tabindex="0"
            @click=${i.click}
            @keydown=${i.keydown}
          >
            <td class="text cls" data-col="class" title=${n}>${n}</td>
            ${t.groups.map((s,o)=>{let a=t.cells[r][o];if(a.state!==null||a.value===null){let c=this.reasons[a.state??"undefined"]??a.state??"no value";return g`<td
                  class="num state"
                  data-group=${s}
                  data-state=${a.state??"undefined"}
                  data-n=${a.n}
                  data-p=""
                  data-significant="false"
                  title=${c}
                >
                  ${ay(a,t.minCount)}
                </td>`}let l=_T(a,t.minCount,this.detection),u=En(t.fdr);return g`<td
                class="num ${a.significant?"significant":""}"
                data-group=${s}
                data-value=${String(a.value)}
                data-lower=${String(a.lower)}
                data-upper=${String(a.upper)}
                data-n=${a.n}
                data-p=${a.p===null?"":String(a.p)}
                data-significant=${a.significant?"true":"false"}
                title=${`${this.valueName} ${a.value} (${a.lower} to ${a.upper}), n = ${a.n}`}
              >
                <span class="v">${ms(a.value,a.lower,a.upper)}</span>
                <span class="n">n=${N(a.n)}</span>
                <span class="p ${a.p===null?"why":""}" title=${l.title}>${l.text}</span>${a.significant?g` ${Us(u)}`:_}
              </td>`})}
          </tr>`})}
      </tbody>
      <tfoot>
        <tr class="macro">
          <td class="text" title="Macro average: the mean over the classes whose cell is sufficient (the count says how many)">macro average</td>
          ${t.macro.map((n,r)=>g`<td class="num" data-group=${t.groups[r]} data-value=${n.value===null?"":String(n.value)}>
                ${n.value===null?g`<span class="muted">—</span>`:ms(n.value,n.lower,n.upper)}
                <span class="n">${$u(n.classes,"class","classes")}</span>
              </td>`)}
        </tr>
      </tfoot>
    </table>`:_}};Ol.properties={...OT,valueName:{attribute:!1}},Ol.styles=[Z,ca,NT,V`
      .p {
        color: var(--muted);
        font-size: 11px;
      }
      .p.why {
        cursor: help;
      }
      .sig {
        color: var(--accent);
      }
      td.significant .v {
        font-weight: 500;
      }
    `];customElements.define("fairness-rate-table",Ol);var zl=class extends G{constructor(){super(),zT(this),this.rows=[],this.sort="gap",this.dir="desc",this.names=null,this.fdr=null}renderHeader(t,n){let r=t===this.sort,i=()=>Zd(this,{column:t,dir:Hu(t,this.sort,this.dir,iy)}),s=DT(t,this.names,this.detection,n);return g`<th class=${t==="class"?"text":""} data-col=${t} aria-sort=${Vu(r,this.dir)}>
      <button title=${`${s.title}. Click to sort.`} @click=${i}>
        <span class="name">${s.name}</span> <span class="arrow">${r?Ku(r,this.dir):""}</span>${s.sub?g`<span class="sub">${s.sub}</span>`:_}
      </button>
    </th>`}render(){let t=this.table;if(!t)return _;let n=t.columns,r=o=>o===null?g`<span class="muted">—</span>`:Ge(o),i=En(this.fdr),s=this.detection?this.names?"p-value of the Wald test of equal mAR":"p-value of the Wald test that every sufficient group of the grouping has the same mAR (not only the best and the worst)":this.names?"p-value of the pooled two-proportion z-test of equal rates":"p-value of the chi-square test that every sufficient group of the grouping has the same rate (not only the best and the worst)";return g`<table aria-label="Classes by disparity">
      <thead>
        <tr>
          ${ty.map(o=>this.renderHeader(o,s))}
          <th class="mark" data-col="significant" title=${`\u2605: ${i}`}>★</th>
        </tr>
      </thead>
      <tbody>
        ${this.rows.length===0?g`<tr><td class="none" colspan="9">No class to compare.</td></tr>`:this.rows.map((o,a)=>{let l=n.class[o],u=n.gap[o],c=t.states.gap[o],f=n.group_a?.[o]??null,d=n.group_b?.[o]??null,h=TT(t,o,this.reasons,this.names!==null,this.detection),p=IT(this,l);return g`<tr
                class=${h.significant?"significant":""}
                data-class=${l}
                data-pos=${a}
                data-significant=${h.significant?"true":"false"}
                aria-selected=${l===this.selected?"true":"false"}
                tabindex="0"
                @click=${p.click}
                @keydown=${p.keydown}
              >
                <td class="text cls" data-col="class" title=${l}>${l}</td>
                <td class="num" data-col="n_a">${N(n.n_a[o])}</td>
                <td class="num" data-col="n_b">${N(n.n_b[o])}</td>
                <td class="num" data-col="value_a" title=${f??""}>
                  ${r(n.value_a[o])}${!this.names&&f?g` <span class="pair">${f}</span>`:_}
                </td>
                <td class="num" data-col="value_b" title=${d??""}>
                  ${r(n.value_b[o])}${!this.names&&d?g` <span class="pair">${d}</span>`:_}
                </td>
                ${u===null||c!==null?g`<td
                      class="num undef"
                      data-col="gap"
                      data-state=${c??"undefined"}
                      title=${this.reasons[c??"undefined"]??"undefined"}
                    >
                      undefined (${c??"undefined"})
                    </td>`:g`<td class="num" data-col="gap" data-value=${String(u)}>
                      ${Il(u,n.lower[o],n.upper[o])}
                    </td>`}
                <td class="num" data-col="bound" data-value=${String(n.bound?.[o]??"")}>
                  ${c===null&&typeof n.bound?.[o]=="number"?Il(n.bound[o],null,null):g`<span class="muted">—</span>`}
                </td>
                <td
                  class="num ${h.p===null?"why":""}"
                  data-col="p_value"
                  data-value=${h.p===null?"":String(h.p)}
                  title=${h.title}
                >
                  ${h.text}
                </td>
                <td class="mark" data-col="significant">${h.significant?Us(i):_}</td>
              </tr>`})}
      </tbody>
    </table>`}};zl.properties={...Xr,...OT,names:{attribute:!1},fdr:{attribute:!1}},zl.styles=[Z,ca,NT,V`
      thead th button {
        border: 0;
        background: none;
        font-weight: 500;
        cursor: pointer;
        padding: 0;
        text-align: inherit;
      }
      thead th button .sub {
        display: block;
        font-size: 11px;
        font-weight: 400;
        color: var(--muted);
      }
      .arrow {
        color: var(--accent);
        font-size: 10px;
      }
      td.undef {
        color: var(--muted);
        font-style: italic;
      }
      .pair {
        font-size: 11px;
        color: var(--muted);
      }
      th.mark,
      td.mark {
        width: 18px;
        padding: 3px 4px;
        text-align: center;
        color: var(--accent);
      }
      th.mark {
        cursor: help;
      }
      td.why {
        color: var(--muted);
        cursor: help;
      }
      tr.significant td[data-col='gap'] {
        font-weight: 500;
      }
    `];customElements.define("fairness-disparity-table",zl);function Bl(e,t){return t.a!==null&&t.b!==null&&e.includes(t.a)&&e.includes(t.b)}var bi=class extends G{constructor(n){super();this.request=new Se;this.shell=new Ct(this,[this.request]);this.downloads=new Dn(this,()=>this.api,()=>this.declaration);this.order=[];this.revealHistory=!1;this.api=n??new Gt,this.info=null,this.declaration=null,this.params=[],this.selection=ad(null),this.data=null,this.minCountText="",this.fdrText="",this.history=null}get valueName(){if(this.detection)return"mAR";let n=this.data?.main;return this.selection.metric??(n&&"metric"in n?n.metric:null)??"rate"}async load(){let n=this.selection,r=await this.shell.run(this.request,i=>this.fetchTables(n,i),()=>this.data=null);r!==_e&&(this.data=r,this.selection.minCount===null&&(this.minCountText=String(r.main.min_count)),this.selection.fdr===null&&this.fdrText===""&&(this.fdrText=String(r.disparity.fdr)),n.a!==null&&n.b!==null&&!Bl(r.main.groups,n)&&this.setSelection({...this.selection,a:null,b:null}),this.selection.cls!==null&&!r.table.classes.includes(this.selection.cls)&&this.setSelection({...this.selection,cls:null}),this.shell.ready())}renderMetricPicker(){return _}routeParams(n){let{run:r,tag:i,step:s}=this.report;return{run:r,tag:i,step:s,metric:this.detection?null:n.metric,grouping:n.grouping,min_count:n.minCount,fdr:n.fdr}}setSelection(n){this.selection=n,ct(this,oy(n,this.declaration))}change(n,r=!0){"cls"in n&&n.cls!==this.history&&(this.history=null),this.setSelection({...this.selection,...n}),r&&this.load()}onMinCount(n){this.minCountText=n;let r=Ai(this.declaration,"min_count",n);r===null||r===this.selection.minCount||this.change({minCount:r})}onFdr(n){this.fdrText=n;let r=Ai(this.declaration,"fdr",n);r===null||r===this.selection.fdr||this.change({fdr:r})}onPairSide(n,r){if(r===""){this.change({a:null,b:null});return}let i=this.data?.main.groups??[],s=this.currentPair(),o=n===0?this.selection.b??s?.[1]??null:this.selection.a??s?.[0]??null;(o===null||o===r)&&(o=i.find(a=>a!==r)??null),o!==null&&this.change(n===0?{a:r,b:o}:{a:o,b:r})}currentPair(){let n=this.data?.disparity;return n&&n.a!==null&&n.b!==null?[n.a,n.b]:null}resetSelection(){this.setSelection(ad(this.declaration)),this.minCountText="",this.fdrText=String(this.selection.fdr??""),this.report.step!==null?Ur(this,{step:null}):this.load()}fileParts(n){let r=this.data.main;return["fairness",r.run,r.tag,`step${r.step}`,n,this.detection?"mar":this.valueName,ir(r.grouping)]}downloadRates(){if(!this.data)return;let n=this.data.main,r={run:n.run,tag:n.tag,step:n.step,table:ny,options:ly(n,this.detection)};this.downloads.download("download",r,zt(this.fileParts("groups")))}downloadDisparity(){if(!this.data)return;let{main:n,disparity:r}=this.data,i=this.currentPair(),s=zt([...this.fileParts("disparity"),i?`${i[0]}_vs_${i[1]}`:"best_vs_worst"]),o=uy(r,n.grouping,this.detection);this.downloads.download("download-disparity",{run:n.run,tag:n.tag,step:n.step,table:ry,options:o},s)}willUpdate(n){this.hasUpdated?(n.has("report")&&jr(n.get("report"),this.report)||n.has("info")&&Gr(n.get("info"),this.info,this.report))&&this.load():(this.selection=gT(this.params,this.declaration),this.minCountText=this.selection.minCount===null?"":String(this.selection.minCount),this.fdrText=String(this.selection.fdr??""),ct(this,oy(this.selection,this.declaration)),this.load()),(n.has("data")||n.has("selection"))&&(this.order=this.data?ST(this.data.disparity,this.selection.sort,this.selection.dir):[])}onHistoryLoaded(n){this.revealHistory&&(this.revealHistory=!1,n.target.scrollIntoView({block:"nearest",behavior:"smooth"}))}chartClass(){return this.data?this.selection.cls??kT(this.data.disparity):null}renderControls(){let n=this.selection,r=this.data,i=r?.main.groupings??[],s=r?ir(r.main.grouping):n.grouping??"",o=r?.main.groups??[],a=Ai(this.declaration,"min_count",this.minCountText)===null,l=r!==null&&this.downloads.pending===null,u=r?r.table.classes.length*r.table.groups.length:null;return g`<div class="controls">
      <div class="group" role="group" aria-label="Report and table">
        <slot name="report"></slot>
        ${this.renderMetricPicker()}
        <label class="field" title=${Pe(this.declaration,"grouping")}>
          <span class="name">${Be(this.declaration,"grouping")}</span>
          <select
            name="grouping"
            ?disabled=${i.length===0}
            @change=${c=>this.change({grouping:c.target.value,a:null,b:null,cls:null})}
          >
            ${i.map(c=>{let f=ir(c);return g`<option value=${f} ?selected=${f===s}>${sy(c)}</option>`})}
          </select>
        </label>
        ${Kd({label:Be(this.declaration,"min_count"),name:"min_count",text:this.minCountText,invalid:a,title:a?Ln(this.declaration,"min_count"):Pe(this.declaration,"min_count","The paper uses 50."),min:Yt(this.declaration,"min_count").min,step:"1",onInput:c=>this.onMinCount(c)})}
        ${Pu(this.declaration,this.fdrText,"False discovery rate of the \u2605 marks: Benjamini\u2013Hochberg over the tested cells of the class \xD7 group table, and over the classes of the disparity table",c=>this.onFdr(c))}
      </div>
      <div class="group" role="group" aria-label="Groups compared">
        ${this.renderGroupPicker(0,o)} ${this.renderGroupPicker(1,o)}
        <span class="spacer"></span>
        ${this.shell.renderCsvButton("download",l,()=>this.downloadRates(),Pn(this.declaration,ny,u),"Download table CSV")}
        ${this.shell.renderCsvButton("download-disparity",l,()=>this.downloadDisparity(),`${Pn(this.declaration,ry,r?.disparity.rows??null)}, in the server's order (gap descending)`,"Download disparity CSV")}
      </div>
      ${this.downloads.renderError()}
    </div>`}renderGroupPicker(n,r){let i=this.currentPair(),[s,o,a]=n===0?["Group A","a","best (per class)"]:["Group B","b","worst (per class)"];return g`<label class="field" title=${Pe(this.declaration,o)}>
      <span class="name">${Be(this.declaration,o,s)}</span>
      <select name=${o} ?disabled=${r.length<2} @change=${l=>this.onPairSide(n,l.target.value)}>
        <option value="" ?selected=${i===null}>${a}</option>
        ${r.map(l=>g`<option value=${l} ?selected=${i?.[n]===l}>${l}</option>`)}
      </select>
    </label>`}renderSummary(n){let r=n.main,i=this.info?.description??"",s=this.currentPair();return g`<div class="summary" data-classes=${n.table.classes.length} data-groups=${n.table.groups.length}>
      ${i?g`<span class="description">${i}</span>`:_}
      <span><b>${N(n.table.classes.length)}</b> class${n.table.classes.length===1?"":"es"} ×
        <b>${N(n.table.groups.length)}</b> group${n.table.groups.length===1?"":"s"} of
        <b class="grouping">${sy(r.grouping)}</b> · step ${r.step} · min count ${r.min_count} ·
        ${Math.round(r.level*100)}% intervals</span>
      <span class="pair-summary">${s?g`gap = <b>${s[0]}</b> − <b>${s[1]}</b>`:g`gap = best − worst sufficient group, per class`}</span>
      <span class="muted">click a class to chart it</span>
    </div>`}render(){return g`
      ${this.renderControls()}
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.resetSelection()}])}
      ${this.shell.renderContent(this.data,n=>this.renderBody(n),"Loading the report\u2026")}
    `}renderHistory(n){let r=this.history;if(r===null||!n.table.classes.includes(r))return _;let i=n.main,s={...ly(i,this.detection),...uy(n.disparity,i.grouping,this.detection)};return g`<fairness-row-drilldown
      class="history"
      .api=${this.api}
      .tag=${i.tag}
      .run=${i.run}
      .step=${i.step}
      .rowKey=${r}
      .options=${s}
      .noun=${"class"}
      .declaration=${this.declaration}
      .showDetail=${!1}
      .closable=${!0}
      @row-close=${()=>this.history=null}
      @row-loaded=${o=>this.onHistoryLoaded(o)}
    ></fairness-row-drilldown>`}renderBody(n){let r=this.selection,i=this.chartClass(),s=this.currentPair(),o=a=>{let l=this.history===a.detail?this.renderRoot.querySelector("fairness-row-drilldown"):null;this.change({cls:a.detail},!1),this.history=a.detail,l?l.scrollIntoView({block:"nearest",behavior:"smooth"}):this.revealHistory=!0};return g`<div class="body">
      ${this.renderSummary(n)}
      <div class="main ${this.shell.loading?"stale":""}">
        <div class="tables">
          <section>
            <h3>${this.valueName} per class and group</h3>
            ${Pi("rate-legend",$T(n.table,this.detection),n.table.fdr,n.table.significantCells)}
            <fairness-rate-table
              .table=${n.table}
              .reasons=${n.main.reasons}
              .selected=${i}
              .valueName=${this.valueName}
              .detection=${this.detection}
              @class-select=${o}
            ></fairness-rate-table>
          </section>
          <section>
            <h3>Classes ranked by disparity</h3>
            ${Pi("legend",CT(n.disparity,s!==null,this.detection),n.disparity.fdr,n.disparity.significant)}
            <fairness-disparity-table
              .table=${n.disparity}
              .rows=${this.order}
              .sort=${r.sort}
              .dir=${r.dir}
              .reasons=${n.disparity.reasons??n.main.reasons}
              .selected=${i}
              .names=${s}
              .fdr=${n.disparity.fdr}
              .detection=${this.detection}
              @sort-change=${a=>this.change({sort:a.detail.column,dir:a.detail.dir},!1)}
              @class-select=${o}
            ></fairness-disparity-table>
          </section>
        </div>
        <div class="side">${this.renderChart(n,i)} ${this.renderHistory(n)}</div>
      </div>
    </div>`}};bi.properties={...qr,selection:{state:!0},data:{state:!0},minCountText:{state:!0},fdrText:{state:!0},history:{state:!0}},bi.styles=[Z,Qe,et,Ps,Wt,ju,V`
      input[name='min_count'],
      input[name='fdr'] {
        width: 72px;
      }
      select[name='a'],
      select[name='b'] {
        max-width: 220px;
      }
      .tables {
        flex: 1;
        min-width: 0;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      .tables h3 {
        display: flex;
        gap: 12px;
        align-items: center;
      }
      fairness-rate-table,
      fairness-disparity-table {
        max-height: 420px;
      }
      .side {
        width: 400px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 12px;
      }
      @media (max-width: 1000px) {
        .main {
          flex-direction: column;
        }
        .side {
          width: auto;
        }
      }
    `];var Vl=V`
  :host {
    display: block;
  }
  .chart {
    max-width: 100%;
    overflow-x: auto;
  }
  .note {
    font-size: 11px;
  }
`,BT=V`
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
`,ld={fontSize:"11px",fontFamily:"inherit",background:"transparent"},cy=11;function ud(e,t){let n=t??[0,1];return{domain:n,label:e,labelArrow:"none",grid:!0,tickFormat:kl(n[0],n[1])}}function fy(e,t){return Sl(e,t.map(n=>n.lower),t.map(n=>n.upper),{clamp:[0,1]})}function m9(e){return Sl(e.map(t=>t.value),[],e.map(t=>t.upper),{clamp:[0,1],zero:!0})}function g9(e){let t=document.createElement("canvas").getContext("2d");return t?(t.font=`${cy}px ${getComputedStyle(e).fontFamily||"sans-serif"}`,n=>t.measureText(n).width*1.05+1):n=>Nb(n,cy)}function b9(e,t,n,r){let s=pk(e),o=mk(s.labels,t-44-12,cy,{marginLeft:44,measure:g9(r)}),a=new Map(e.map((c,f)=>[c,o.labels[f]])),l=o.plotWidth/Math.max(1,e.length),u=s.title===null?0:16;return{width:o.marginLeft+o.plotWidth+12,height:n+20+o.marginBottom+u,marginLeft:o.marginLeft,marginRight:12,marginBottom:o.marginBottom+u,x:{domain:[...e],label:s.title,labelAnchor:"center",labelArrow:"none",tickRotate:o.rotate,tickFormat:c=>a.get(c)??c},whiskerInset:Math.max(1,Math.floor(l*.33))}}function y9(e,t){let n=e.querySelectorAll('g[aria-label="x-axis tick label"] text');n.length===t.length&&n.forEach((r,i)=>{let s=document.createElementNS("http://www.w3.org/2000/svg","title");s.textContent=t[i],r.append(s),r.setAttribute("data-group",t[i])})}function dy(e,t,n,r){return[ds(e,{x:t,y1:"lower",y2:"upper",z:"group",fill:"group",fillOpacity:.18}),Lr(e,{x:t,y:n,z:"group",stroke:"group",strokeWidth:1.5}),Dr(e,{x:t,y:n,fill:"group",r:2.5,title:r})]}function v9(e,t,n=14){return[Eb(e,{x:"group",y:"value",fill:"var(--bar-fill)",title:t}),mt(e,{x:"group",y1:"lower",y2:"upper",stroke:"var(--chart-ink)",strokeWidth:1.5}),Yf(e,{x:"group",y:"lower",stroke:"var(--chart-ink)",inset:n}),Yf(e,{x:"group",y:"upper",stroke:"var(--chart-ink)",inset:n}),Rn([0],{stroke:"var(--chart-rule)"})]}function cd(e){let t=e.scale("y");t?.domain&&e.setAttribute("data-y-domain",JSON.stringify(t.domain)),t?.range&&e.setAttribute("data-y-range",JSON.stringify(t.range))}function hy(e,t,n,[r,i],s,o){let a=b9(t,r,i,e),l=qe({width:a.width,height:a.height,marginLeft:a.marginLeft,marginRight:a.marginRight,marginBottom:a.marginBottom,style:ld,x:a.x,y:ud(s,m9(n)),marks:v9(n,o,a.whiskerInset)});return y9(l,t),cd(l),l}var Yo=e=>`${(e*100).toFixed(1)}%`,Fl=class extends G{constructor(){super();this.chart=null;this.heading="",this.points=[],this.groups=[],this.xLabel="",this.yLabel="",this.note=""}willUpdate(n){(n.has("points")||n.has("groups")||n.has("xLabel")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.points;if(n.length===0)return null;let r=qe({width:400,height:250,marginLeft:44,marginBottom:34,style:ld,x:{label:this.xLabel,labelAnchor:"center",labelArrow:"none",ticks:5},y:ud(this.yLabel,fy(n.map(i=>i.y),n)),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:dy(n,"x","y",i=>`${i.group}: ${this.yLabel} at ${i.x} = ${Yo(i.y)} [${Yo(i.lower)}, ${Yo(i.upper)}]`)});return cd(r),r}render(){let n=new Set(this.points.map(r=>r.group));return g`<h3>${this.heading}</h3>
      <div class="chart" data-groups=${n.size}>${this.chart??g`<div class="muted">Nothing to draw.</div>`}</div>
      ${this.note?g`<div class="note muted">${this.note}</div>`:_}`}};Fl.properties={heading:{attribute:!1},points:{attribute:!1},groups:{attribute:!1},xLabel:{attribute:!1},yLabel:{attribute:!1},note:{attribute:!1}},Fl.styles=[Z,Vl,BT];customElements.define("fairness-band-chart",Fl);var Hl=class extends G{constructor(){super();this.chart=null;this.heading="",this.bars=[],this.groups=[],this.yLabel=""}willUpdate(n){(n.has("bars")||n.has("groups")||n.has("yLabel"))&&(this.chart=this.draw())}draw(){let n=this.bars;return n.length===0?null:hy(this,this.groups,n,[400,190],this.yLabel,r=>`${r.group}: ${Yo(r.value)} [${Yo(r.lower)}, ${Yo(r.upper)}]`)}render(){return g`<h3>${this.heading}</h3>
      <div class="chart" data-bars=${this.bars.length}>${this.chart??g`<div class="muted">No group has a score.</div>`}</div>
      <div class="note muted">Whiskers: the bootstrap interval of each score.</div>`}};Hl.properties={heading:{attribute:!1},bars:{attribute:!1},groups:{attribute:!1},yLabel:{attribute:!1}},Hl.styles=[Z,Vl,BT];customElements.define("fairness-score-bars",Hl);var FT=V`
  h3 .cls {
    font-weight: 400;
  }
`,Kl=class extends G{constructor(){super();this.chart=null;this.cls=null,this.bars=null,this.valueName="value"}willUpdate(n){(n.has("bars")||n.has("valueName"))&&(this.chart=this.draw())}draw(){let n=(this.bars??[]).filter(s=>s.value!==null);if(n.length===0)return null;let r=(this.bars??[]).map(s=>s.group),i=s=>s===null?"?":`${(s*100).toFixed(1)}%`;return hy(this,r,n,[380,170],this.valueName,s=>`${s.group}: ${i(s.value)} [${i(s.lower)}, ${i(s.upper)}] (n = ${s.n})`)}render(){if(this.cls===null||this.bars===null)return _;let n=this.bars.filter(r=>r.value===null);return g`<h3>${this.valueName} by group: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-bars=${this.bars.length-n.length}>
        ${this.chart??g`<div class="muted">No group has a value for this class.</div>`}
      </div>
      ${n.length?g`<div class="note muted">
            Not drawn: ${n.map((r,i)=>g`${i?"; ":""}<span data-group=${r.group}>${r.group} (${r.note})</span>`)}
          </div>`:_}
      <div class="note muted">Whiskers: the confidence interval of each bar.</div>`}};Kl.properties={cls:{attribute:!1},bars:{attribute:!1},valueName:{attribute:!1}},Kl.styles=[Z,Vl,FT];customElements.define("fairness-group-bars",Kl);var ql=class extends G{constructor(){super();this.chart=null;this.cls=null,this.points=[],this.groups=[]}willUpdate(n){(n.has("points")||n.has("groups"))&&(this.chart=this.draw())}draw(){let n=this.points;if(n.length===0)return null;let r=qe({width:380,height:240,marginLeft:44,marginBottom:34,style:ld,x:{label:"IoU threshold",labelAnchor:"center",labelArrow:"none",ticks:5},y:ud("AR",fy(n.map(i=>i.ar),n)),color:{domain:this.groups,legend:!0,scheme:"tableau10"},marks:dy(n,"threshold","ar",i=>`${i.group}: AR@${i.threshold} = ${(i.ar*100).toFixed(1)}% [${(i.lower*100).toFixed(1)}, ${(i.upper*100).toFixed(1)}]`)});return cd(r),r}render(){if(this.cls===null)return _;let n=new Set(this.points.map(i=>i.group)),r=this.groups.filter(i=>!n.has(i));return g`<h3>AR over IoU thresholds: <span class="cls">${this.cls}</span></h3>
      <div class="chart" data-groups=${n.size}>
        ${this.chart??g`<div class="muted">No sufficient group for this class.</div>`}
      </div>
      ${r.length?g`<div class="note muted">Not drawn (insufficient or nobody): ${r.join("; ")}</div>`:_}
      <div class="note muted">Bands: Wilson intervals of each AR.</div>`}};ql.properties={cls:{attribute:!1},points:{attribute:!1},groups:{attribute:!1}},ql.styles=[Z,Vl,FT];customElements.define("fairness-ar-chart",ql);var py="group_metrics",my=class extends bi{constructor(n){super(n);this.detection=!1}async fetchTables(n,r){let i=this.routeParams(n),s=await this.api.groups(py,i,r),o=Bl(s.groups,n),a=await this.api.disparity(py,{...i,grouping:ir(s.grouping),a:o?n.a:null,b:o?n.b:null},r);return{main:s,table:xT(s,this.declaration),disparity:a}}renderMetricPicker(){let n=this.selection,r=Vr(this.declaration,"metric"),i=r.length?r:(this.data?.main?.metrics??[]).map(s=>s.name);return g`<label class="field">
      <span class="name">Metric</span>
      <select name="metric" .value=${n.metric??""} @change=${s=>this.change({metric:s.target.value})}>
        ${i.map(s=>g`<option value=${s} ?selected=${n.metric===s}>${s}</option>`)}
      </select>
    </label>`}renderChart(n,r){return g`<fairness-group-bars
      .cls=${r}
      .bars=${r===null?null:MT(n.table,r)}
      .valueName=${this.valueName}
    ></fairness-group-bars>`}};customElements.define("fairness-groups-view",my);var HT={kind:py,title:"per-group performance",render:(e,t)=>g`<fairness-groups-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-groups-view
    >`,hint:()=>g`No per-group performance reports: log one with <code>w.group_metrics(…)</code>, each person's class, the
      predicted class and their attributes (gender, skin tone, …).`,example:`# Per-group recall (FACET): each person's class, prediction and attributes.
w.group_metrics("groups/val", 0, classes=["nurse", "nurse"], predictions=["nurse", "doctor"],
                attributes={"gender": ["f", "m"]})`};var gy="detection_recall",by=class extends bi{constructor(n){super(n);this.detection=!0}async fetchTables(n,r){let i=this.routeParams(n),s=await this.api.detection(gy,i,r),o=Bl(s.groups,n),a=await this.api.disparity(gy,{...i,grouping:ir(s.grouping),a:o?n.a:null,b:o?n.b:null},r);return{main:s,table:wT(s,this.declaration),disparity:a}}renderChart(n,r){let i=n.main;return g`<fairness-ar-chart .cls=${r} .points=${r===null?[]:RT(i,r)} .groups=${i.groups}></fairness-ar-chart>`}};customElements.define("fairness-detection-view",by);var VT={kind:gy,title:"detection recall",render:(e,t)=>g`<fairness-detection-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-detection-view
    >`,hint:()=>g`No detection-recall reports: log one with <code>w.detection_recall(…)</code>, each person's best IoU with
      the detections and their attributes.`,example:`# Detection recall (FACET): each ground-truth person's best IoU and attributes.
w.detection_recall("detection/val", 0, ious=[0.9, 0.4], attributes={"skin": ["lighter", "darker"]})`};var KT="fdr",x9="q";function qT(e,t,n){yt(e,KT,t,n,"fdr")}function UT(e,t){return bn(t,"fdr",Te(e.get(KT)??e.get(x9)))}function fd(e,t,n,r){return typeof e=="number"&&Number.isFinite(e)?{p:e,text:vt(e),title:`p = ${e} (${n})`,significant:t===!0}:{p:null,text:"\u2014",title:`No p-value: ${r}`,significant:!1}}function jT(e,t,n,r,i){let s=n.filter(a=>typeof a=="number"&&Number.isFinite(a)).length,o=t.filter((a,l)=>a===!0&&typeof n[l]=="number").length;return`\u2605 ${En(e)} (${o} of ${s} ${r}${s===1?"":"s"} with a p-value); ${i}`}var yy="Welch's t-test of the group's household hit rates against every other household's",GT="the group or the rest has fewer than 2 households, or no household differs",WT="Welch's t-test of the group's P@K against the other groups' queries",YT="the group or the rest has fewer than 2 queries, or every query scores alike";function XT(e,t){return jT(Ir(e,t),e.significant??[],e.p_value??[],"group","each group's households against all other households (Welch's t-test)")}function JT(e,t){return jT(Ir(e,t),(e.significant??[]).flat(),(e.p_value??[]).flat(),"cell","each group's queries against the other groups' queries at that K (Welch's t-test)")}var vy="harmful";function xy(){return{type:vy,threshold:null}}function ZT(e){let t=[];return e.type!==vy&&Ee(t,"type",e.type),Ee(t,"threshold",e.threshold),t}function QT(e,t){let n=Ot(e),r=xy(),i=n.get("type");i&&(r.type=i);let s=Te(n.get("threshold"));return Re(t,"threshold",s)&&(r.threshold=s),r}function dd(e,t){let n=e.types.indexOf(t);if(n>=0)return n;let r=e.types.indexOf(vy);return r>=0?r:0}function hd(e,t){let n=t===null?-1:e.indexOf(t);return n>=0?n:0}function eC(e,t){let n=[];return e.groups.forEach((r,i)=>{e.thresholds.forEach((s,o)=>{let a=e.hit_rate[i][t][o],l=e.lower[i][t][o],u=e.upper[i][t][o];a!==null&&n.push({group:r,threshold:s,rate:a,lower:l??a,upper:u??a})})}),n}function tC(e,t,n){if(t===null||n===null)return"no interval: the group has no images";let r=i=>`${(i*100).toFixed(1)}%`;return`${Math.round(e*100)}% interval (Wilson): [${r(t)}, ${r(n)}]`}function nC(e,t){return e.labels.map(r=>{let i=null,s=null;return e.groups.forEach((o,a)=>{let l=r.gap[a]?.[t]??null;l!==null&&Number.isFinite(l)&&(i===null||l>i)&&(i=l,s=o)}),{label:r.label,type:r.type,rates:e.groups.map((o,a)=>r.rate[a]?.[t]??null),lower:e.groups.map((o,a)=>r.rate_lower?.[a]?.[t]??null),upper:e.groups.map((o,a)=>r.rate_upper?.[a]?.[t]??null),pValue:r.p_value?.[t]??null,significant:r.significant?.[t]??!1,gap:i,gapGroup:s}}).map((r,i)=>({row:r,i})).sort((r,i)=>r.row.gap===null||i.row.gap===null?r.row.gap===null?i.row.gap===null?r.i-i.i:1:-1:i.row.gap-r.row.gap||r.i-i.i).map(r=>r.row)}var wy="rates",_y="labels";function rC(e,t){let n=e.thresholds[t];return n===void 0?{}:{threshold:String(n)}}function iC(e){return{rates:e.types.length*e.groups.length,labels:e.labels.length*e.groups.length}}function sC(e){return{by:Hr(e,"by"),fdr:je(e,"fdr")}}function oC(e,t){let n=[];return yt(n,"by",e.by,t),qT(n,e.fdr,t),n}function aC(e,t){let n=Ot(e);return{by:Cs(t,"by",n.get("by")),fdr:UT(n,t)}}function Ul(e){return e.replace("_"," \xD7 ")}function lC(e){let t={by:e.by};return e.fdr!==void 0&&(t.fdr=String(e.fdr)),t}function uC(e){let t=[];return e.groups.forEach((n,r)=>{let i=e.score[r];i!==null&&t.push({group:n,value:i,lower:e.lower[r]??i,upper:e.upper[r]??i})}),t}function cC(e){return{fdr:je(e,"fdr")}}function fC(e,t){let n=[];return qT(n,e.fdr,t),n}function dC(e,t){return{fdr:UT(Ot(e),t)}}function hC(e){return e.fdr===void 0?{}:{fdr:String(e.fdr)}}function pC(e){let t=[];return e.groups.forEach((n,r)=>{e.ks.forEach((i,s)=>{let o=e.precision[r][s];o!==null&&t.push({group:n,k:i,precision:o,lower:e.lower[r][s]??o,upper:e.upper[r][s]??o})})}),t}var w9=V`
  .tables {
    flex: 1;
    min-width: 0;
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  h3 {
    font-size: 13px;
    font-weight: 500;
    margin: 0 0 4px;
  }
  .side {
    width: 420px;
    flex: none;
  }
  .table-box {
    overflow: auto;
    max-height: 420px;
    border: 1px solid var(--border);
    border-radius: 2px;
    background: var(--bg);
  }
  th,
  td {
    text-align: right;
  }
  .text {
    text-align: left;
  }
  td.gname {
    max-width: 260px;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  input[name='fdr'] {
    width: 72px;
  }
  .sig {
    color: var(--accent);
  }
  .p {
    color: var(--muted);
    font-size: 11px;
  }
  .why {
    cursor: help;
  }
  td.significant .v,
  tr.significant td[data-col='score'] {
    font-weight: 500;
  }
  @media (max-width: 1000px) {
    .main {
      flex-direction: column;
    }
    .side {
      width: auto;
    }
  }
`,_9="False discovery rate of the \u2605 marks (Benjamini\u2013Hochberg over the tested groups)",yi=class extends G{constructor(n,r){super();this.codec=n;this.request=new Se;this.shell=new Ct(this,[this.request]);this.downloads=new Dn(this,()=>this.api,()=>this.declaration);this.api=r??new Gt,this.info=null,this.declaration=null,this.params=[],this.selection=n.defaults(null),this.data=null}replaceSelection(n){this.selection=n,ct(this,this.codec.toParams(n,this.declaration))}change(n,r){this.selection={...this.selection,...n},ct(this,this.codec.toParams(this.selection,this.declaration)),r&&this.load()}async load(){let n=await this.shell.run(this.request,r=>this.fetch(r),()=>this.data=null);n!==_e&&(this.data=n,this.loaded(n),this.shell.ready())}loaded(n){}willUpdate(n){this.hasUpdated?(n.has("report")&&jr(n.get("report"),this.report)||n.has("info")&&Gr(n.get("info"),this.info,this.report))&&this.load():(this.replaceSelection(this.codec.fromParams(this.params,this.declaration)),this.load())}reset(){this.replaceSelection(this.codec.defaults(this.declaration)),this.report.step!==null?Ur(this,{step:null}):this.load()}download(n,r){let i={run:n.run,tag:n.tag,step:n.step,table:r.table,options:r.options};this.downloads.download(r.button,i,zt(["fairness",...r.file]))}renderCsvButtons(n){let r=n!==null&&this.downloads.pending===null;return n===null?this.csvButtons.map(i=>this.shell.renderCsvButton(i.button,!1,()=>{},Pn(this.declaration,i.table,null),i.label)):this.csvTables(n).map(i=>this.shell.renderCsvButton(i.button,r,()=>this.download(n,i),Pn(this.declaration,i.table,i.rows),i.label))}render(){let n=this.data;return g`<div class="controls">
        <div class="group" role="group" aria-label="Report and view">
          <slot name="report"></slot>
          ${this.renderPickers(n)}
          <span class="spacer"></span>
          ${this.renderCsvButtons(n)}
        </div>
        ${this.downloads.renderError()}
      </div>
      ${this.shell.renderError("Could not load the report",[{label:"Reset the selection",run:()=>this.reset()}])}
      ${this.shell.renderContent(n,r=>this.renderReport(r),"Loading the report\u2026")}`}renderReport(n){let r=this.info?.description??"";return g`<div class="body ${this.shell.loading?"stale":""}">
      ${r?g`<div class="summary"><span class="description">${r}</span></div>`:_}
      ${n.groups.length===0?g`<div class="none message">This report has no groups.</div>`:this.renderBody(n)}
    </div>`}};yi.properties={...qr,selection:{state:!0},data:{state:!0}},yi.styles=[Z,Qe,et,Ps,ca,Wt,ju,w9];var gs=class extends yi{constructor(t,n){super(t,n),this.fdrText=String(this.selection.fdr??"")}replaceSelection(t){super.replaceSelection(t),this.fdrText=String(t.fdr??"")}loaded(t){let n=t.fdr;this.selection.fdr===null&&this.fdrText===""&&n!==void 0&&(this.fdrText=String(n))}onFdr(t){this.fdrText=t;let n=Ai(this.declaration,"fdr",t);n!==null&&n!==this.selection.fdr&&this.change({fdr:n},!0)}renderFdr(){return Pu(this.declaration,this.fdrText,_9,t=>this.onFdr(t))}};gs.properties={...yi.properties,fdrText:{state:!0}};function $y(e){return Us(En(e))}function Xo(e,t){return g`<div class="main">
    <div class="tables">${e}</div>
    <div class="side">${t}</div>
  </div>`}function bs(e,t,n=_){return g`<section>
    <h3>${e}</h3>
    ${n}
    <div class="table-box">${t}</div>
  </section>`}function ys(e,t,n,r){return g`<table class=${e} aria-label=${t}>
    <thead>
      <tr>
        ${n}
      </tr>
    </thead>
    <tbody>
      ${r}
    </tbody>
  </table>`}function ut(e,t,n,r=""){return g`<th class=${r} data-col=${t} title=${Ke(e,t,n)}>${e}</th>`}function vs(e,t){return g`<td class="text gname" data-col=${e} title=${t}>${t}</td>`}function pd(e,t,n,r,i,s="undefined",o){let a=o?o.cell.p===null?"":String(o.cell.p):_,l=o?o.cell.significant?"true":"false":_;return t===null?g`<td
      class="state"
      data-group=${e.group}
      data-key=${e.key??""}
      data-state="undefined"
      data-n=${i}
      data-p=${a}
      data-significant=${l}
      title=${o?o.cell.title:""}
    >
      ${s}
    </td>`:g`<td
    class=${o?.cell.significant?"significant":""}
    data-group=${e.group}
    data-key=${e.key??""}
    data-value=${String(t)}
    data-lower=${String(n)}
    data-upper=${String(r)}
    data-n=${i}
    data-p=${a}
    data-significant=${l}
  >
    <span class="v">${ms(t,n,r)}</span> <span class="n">n=${N(i)}</span>${o?g` <span class="p ${o.cell.p===null?"why":""}" title=${o.cell.title}>p=${o.cell.text}</span>${o.cell.significant?g` ${$y(o.q)}`:_}`:_}
  </td>`}var mC="harmful_label_association",$9={defaults:xy,fromParams:QT,toParams:ZT},Sy=class extends yi{constructor(t){super($9,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.harmful(mC,{run:n,tag:r,step:i},t)}loaded(t){let n=this.selection,r=t.types[dd(t,n.type)]??n.type,i=n.threshold!==null&&t.thresholds.includes(n.threshold)?n.threshold:null;(r!==n.type||i!==n.threshold)&&this.change({type:r,threshold:i},!1)}get csvButtons(){return[{button:"download",label:"Download CSV",table:wy},{button:"download-labels",label:"Download labels CSV",table:_y}]}csvTables(t){let n=hd(t.thresholds,this.selection.threshold),r=rC(t,n),i=iC(t),s=[t.run,t.tag,`step${t.step}`,"harmful",`t${t.thresholds[n]}`];return[{button:"download",label:"Download CSV",table:wy,options:r,rows:i.rates,file:s},{button:"download-labels",label:"Download labels CSV",table:_y,options:r,rows:i.labels,file:[...s,"labels"]}]}renderPickers(t){let n=t?.types??[this.selection.type],r=t?dd(t,this.selection.type):0,i=t?.thresholds??[],s=hd(i,this.selection.threshold);return g`<label class="field" title="The type of harmful label whose hit rates the tables and the chart show (the report's types)">
        <span class="name">Label type</span>
        <select name="type" ?disabled=${!t} @change=${o=>this.change({type:o.target.value},!1)}>
          ${n.map((o,a)=>g`<option value=${o} ?selected=${a===r}>${o}</option>`)}
        </select>
      </label>
      <label class="field" title=${Pe(this.declaration,"threshold")}>
        <span class="name">${Be(this.declaration,"threshold","Score threshold")}</span>
        <select
          name="threshold"
          ?disabled=${i.length===0}
          @change=${o=>{let a=Number(o.target.value);this.change({threshold:a===i[0]?null:a},!1)}}
        >
          ${i.map((o,a)=>g`<option value=${String(o)} ?selected=${a===s}>${o}</option>`)}
        </select>
      </label>`}renderBody(t){let n=dd(t,this.selection.type),r=t.types[n],i=hd(t.thresholds,this.selection.threshold),s=t.thresholds[i],o=nC(t,i),a=eC(t,n).map(u=>({group:u.group,x:u.threshold,y:u.rate,lower:u.lower,upper:u.upper})),l=g`<fairness-band-chart
      .heading=${`Hit rate of ${r} versus threshold`}
      .points=${a}
      .groups=${t.groups}
      .xLabel=${"score threshold"}
      .yLabel=${"hit rate"}
      .note=${"Bands: Wilson intervals of each hit rate."}
    ></fairness-band-chart>`;return g`<div class="summary" data-type=${r} data-threshold=${s}>
        <span><b>${N(t.n)}</b> ${Bt(t.n,"image")} · <b>${N(t.groups.length)}</b> ${Bt(t.groups.length,"group")} · step ${t.step} ·
          ${Math.round(t.level*100)}% Wilson intervals</span>
        <span>type <b class="type">${r}</b> · harmful types: ${t.harmful_types.join(", ")}</span>
        <span class="muted">hit: a label of the type among an image's top 5, scored ≥ the threshold</span>
      </div>
      ${Xo(g`${bs(g`Hit rate of <span class="type">${r}</span> per group and threshold`,ys("hits","Hit rate per group and threshold",g`${ut("group","group","the group of images","text")}
              ${t.thresholds.map(u=>g`<th data-threshold=${u} title=${S9(u)}>≥ ${u}</th>`)}`,t.groups.map((u,c)=>g`<tr data-group=${u}>
                ${vs("group",u)}
                ${t.thresholds.map((f,d)=>pd({group:u,key:f},t.hit_rate[c][n][d],t.lower[c][n][d],t.upper[c][n][d],t.group_counts[c]))}
              </tr>`)))}
        ${bs(`Harmful labels at threshold ${s}`,o.length===0?g`<div class="none">No harmful label of the taxonomy was predicted.</div>`:ys("labels","Harmful labels",g`${ut("label","label","the harmful label","text")}
                  ${ut("type","type","the type of harmful label it belongs to","text")}
                  ${t.groups.map(u=>g`<th data-group=${u} title=${k9(u,s)}>${u}</th>`)}
                  ${ut("largest gap","gap","the largest gap: a group's rate minus the mean of the other groups' rates, and which group")}
                  ${ut("p","p_value","the p-value of the chi-square test that every group with images predicts this label at one rate")}
                  ${ut("\u2605","significant",`the groups differ, after Benjamini-Hochberg at FDR ${t.fdr} over the labels`)}`,o.map(u=>this.renderLabelRow(t,u))))}`,l)}`}renderLabelRow(t,n){return g`<tr data-label=${n.label}>
      ${vs("label",n.label)}
      <td class="text" data-col="type">${n.type}</td>
      ${n.rates.map((r,i)=>r===null?g`<td class="state" data-group=${t.groups[i]}>undefined</td>`:g`<td data-group=${t.groups[i]} data-value=${String(r)} title=${tC(t.level,n.lower[i],n.upper[i])}>
              ${(r*100).toFixed(1)}%
            </td>`)}
      ${n.gap===null?g`<td class="state" data-col="gap">undefined</td>`:g`<td data-col="gap" data-value=${String(n.gap)} data-group=${n.gapGroup??""}>
            ${Il(n.gap,null,null)} <span class="n">${n.gapGroup}</span>
          </td>`}
      <td data-col="p_value" title=${n.pValue===null?"untestable: fewer than two groups, or no variation":""}>
        ${n.pValue===null?"\u2014":vt(n.pValue)}
      </td>
      <td data-col="significant" class="star">
        ${n.significant?g`<span aria-label="significant" title="significant">★</span>`:_}
      </td>
    </tr>`}};customElements.define("fairness-harmful-view",Sy);function S9(e){return Ke(`\u2265 ${e}`,"value",`the hit rate at score threshold ${e}: the share of the group's images with a label of the type among their top 5 predictions, scored at least ${e}; with its interval and n, the group's images`)}function k9(e,t){return Ke(e,"rate",`the share of the images of ${e} with this label among their top 5 predictions, scored at least ${t}`)}var gC={kind:mC,title:"harmful-label-association",render:(e,t)=>g`<fairness-harmful-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-harmful-view
    >`,hint:()=>g`No harmful-label-association reports: log one with <code>w.harmful_label_association(…)</code>, each image's
      top-5 labels and scores, its group and a taxonomy of the labels.`,example:`# Harmful label associations (Goyal et al. 2022): top-5 labels and scores per image.
w.harmful_label_association("harmful/val", 0, labels=[["ape", "tree", "car", "cup", "dog"]],
                            scores=[[0.9, 0.5, 0.2, 0.1, 0.1]], groups=["darker"],
                            taxonomy={"ape": "non_human"})`};var ky="geodiversity",bC="groups",T9={defaults:sC,fromParams:aC,toParams:oC},Ty=class extends gs{constructor(t){super(T9,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.geodiversity(ky,{run:n,tag:r,step:i,by:this.selection.by,fdr:this.selection.fdr},t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:bC}]}csvTables(t){let n=[t.run,t.tag,`step${t.step}`,ky,t.by];return[{button:"download",label:"Download CSV",table:bC,options:lC(t),rows:t.groups.length,file:n}]}groupings(){let t=Vr(this.declaration,"by"),n=this.data?.by??this.selection.by;return n!==null&&!t.includes(n)?[...t,n]:t}renderPickers(){return g`<label class="field" title=${Pe(this.declaration,"by")}>
        <span class="name">${Be(this.declaration,"by","Group by")}</span>
        <select name="by" @change=${t=>this.change({by:t.target.value},!0)}>
          ${this.groupings().map(t=>g`<option value=${t} ?selected=${t===this.selection.by}>${Ul(t)}</option>`)}
        </select>
      </label>
      ${this.renderFdr()}`}renderBody(t){let n=t.households.reduce((i,s)=>i+s,0),r=Ir(t,this.declaration);return g`<div class="summary" data-by=${t.by}>
        <span><b>${N(n)}</b> ${Bt(n,"household")} in <b>${N(t.groups.length)}</b>
          ${Bt(t.groups.length,"group")} of
          <b class="by">${Ul(t.by)}</b> · step ${t.step} · ${Math.round(t.level*100)}% intervals</span>
        <span class="note muted">Intervals resample households (${N(t.resamples)} bootstrap resamples), not images.</span>
      </div>
      ${Xo(bs("Household-averaged score per group",ys("geo","Score per group",g`${ut("group","group",`the group of households, by ${Ul(t.by)}`,"text")}
              ${ut("households","n","the group's households: the score averages over them, and its interval resamples them")}
              ${ut("images","images","the images of the group's households")}
              ${ut("score [interval]","value","the mean over the group's households of each one's hit rate (the share of its images with a true label among the top predictions), with its bootstrap interval (lower, upper)")}
              ${ut("share of images hit","image_rate","the share of the group's images that are hits, pooled over images rather than households, for contrast")}
              ${ut("p","p_value",`the p-value of ${yy}`)}
              ${ut("\u2605","significant",En(r))}`,t.groups.map((i,s)=>this.renderGroupRow(t,i,s,r))),Pi("legend",XT(t,this.declaration),r,(t.significant??[]).filter(Boolean).length)),g`<fairness-score-bars
          .heading=${`Score by ${Ul(t.by)}`}
          .bars=${uC(t)}
          .groups=${t.groups}
          .yLabel=${"score"}
        ></fairness-score-bars>`)}`}renderGroupRow(t,n,r,i){let s=t.score[r],o=t.image_rate[r],a=fd(t.p_value?.[r],t.significant?.[r],yy,GT);return g`<tr data-group=${n} class=${a.significant?"significant":""} data-significant=${a.significant?"true":"false"}>
      ${vs("group",n)}
      <td data-col="households" data-value=${t.households[r]}>${N(t.households[r])}</td>
      <td data-col="images" data-value=${t.images[r]}>${N(t.images[r])}</td>
      ${s===null?g`<td class="state" data-col="score" data-state="no-households">no households</td>`:g`<td data-col="score" data-value=${String(s)} data-lower=${String(t.lower[r])} data-upper=${String(t.upper[r])}>
            ${ms(s,t.lower[r],t.upper[r])}
          </td>`}
      ${o===null?g`<td class="state" data-col="image_rate">—</td>`:g`<td data-col="image_rate" data-value=${String(o)}>${(o*100).toFixed(1)}%</td>`}
      <td data-col="p_value" class=${a.p===null?"why":""} data-value=${a.p===null?"":String(a.p)} title=${a.title}>
        ${a.text}
      </td>
      <td data-col="significant">${a.significant?$y(i):_}</td>
    </tr>`}};customElements.define("fairness-geo-view",Ty);var yC={kind:ky,title:"geodiversity",render:(e,t)=>g`<fairness-geo-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-geo-view
    >`,hint:()=>g`No geodiversity reports: log one with <code>w.geodiversity(…)</code>, each image's ground-truth label, top-5
      predictions and its household's income and region.`,example:`# Geodiversity (Goyal et al. 2022): one row per image and ground-truth label.
w.geodiversity("geo/val", 0, image_ids=["a"], true_labels=["stove"],
               predicted_labels=[["stove", "bed", "cup", "tv", "sofa"]],
               household_ids=["h1"], incomes=[120.0], regions=["Africa"])`};var xC="retrieval_precision",vC="precision",C9={defaults:cC,fromParams:dC,toParams:fC},Cy=class extends gs{constructor(t){super(C9,t)}fetch(t){let{run:n,tag:r,step:i}=this.report;return this.api.retrieval(xC,{run:n,tag:r,step:i,fdr:this.selection.fdr},t)}get csvButtons(){return[{button:"download",label:"Download CSV",table:vC}]}csvTables(t){let n=[t.run,t.tag,`step${t.step}`,"retrieval"],r=t.groups.length*t.ks.length;return[{button:"download",label:"Download CSV",table:vC,options:hC(t),rows:r,file:n}]}renderPickers(){return this.renderFdr()}renderBody(t){let n=t.queries.reduce((s,o)=>s+o,0),r=Ir(t,this.declaration),i=pC(t).map(s=>({group:s.group,x:s.k,y:s.precision,lower:s.lower,upper:s.upper}));return g`<div class="summary">
        <span><b>${N(n)}</b> ${Bt(n,"query","queries")} in <b>${N(t.groups.length)}</b>
          ${Bt(t.groups.length,"group")} · step ${t.step} ·
          ${Math.round(t.level*100)}% t intervals over each group's queries</span>
        <span class="muted">P@K: the share of a query's K nearest neighbours with the query's attribute</span>
      </div>
      ${Xo(bs("Mean Precision@K per group",ys("retrieval","Precision at K per group",g`${ut("group","group","the queries' attribute","text")}
              ${ut("queries","n","the queries with this attribute: the mean and its t interval are over them")}
              ${t.ks.map(s=>g`<th data-k=${s} title=${M9(s)}>precision@${s}</th>`)}`,t.groups.map((s,o)=>g`<tr data-group=${s}>
                ${vs("group",s)}
                <td data-col="queries" data-value=${t.queries[o]}>${N(t.queries[o])}</td>
                ${t.ks.map((a,l)=>pd({group:s,key:a},t.precision[o][l],t.lower[o][l],t.upper[o][l],t.queries[o],"undefined",{cell:fd(t.p_value?.[o]?.[l],t.significant?.[o]?.[l],WT,YT),q:r}))}
              </tr>`)),Pi("legend",JT(t,this.declaration),r,(t.significant??[]).flat().filter(Boolean).length)),g`<fairness-band-chart
          .heading=${"P@K versus K"}
          .points=${i}
          .groups=${t.groups}
          .xLabel=${"K"}
          .yLabel=${"P@K"}
          .note=${"Bands: t intervals of each mean."}
        ></fairness-band-chart>`)}`}};customElements.define("fairness-retrieval-view",Cy);function M9(e){return Ke(`precision@${e}`,"value",`P@${e}, the mean over the group's queries of the share of each one's ${e} nearest neighbours with its attribute; with its t interval, n and the test against the other groups (p_value)`)}var wC={kind:xC,title:"same-attribute retrieval",render:(e,t)=>g`<fairness-retrieval-view .report=${e.report} .info=${e.info} .declaration=${e.declaration} .params=${e.params}
      >${t}</fairness-retrieval-view
    >`,hint:()=>g`No retrieval reports: log one with <code>w.retrieval_precision(…)</code>, query and database embeddings and
      each one's attribute.`,example:`# Same-attribute retrieval (Goyal et al. 2022): embeddings and their attributes.
w.retrieval_precision("retrieval/val", 0, queries, database, query_attributes=q_attr,
                      database_attributes=db_attr, ks=(1, 5, 10))`};var Or=[rT,mT,HT,VT,gC,yC,wC];var R9=["key","value_a","value_b","bias_a","bias_b","change","verdict","rank_a","rank_b","movement"],jt="also:",Jo="change",Zo="desc";function md(){return{a:null,b:null,also:[],sort:Jo,dir:Zo,search:"",verdict:null,brush:null,columns:"auto"}}function My(e){return e==="key"||e==="rank_a"||e==="rank_b"||e==="verdict"?"asc":"desc"}function Ry(e){return Ss.includes(e)}function E9(e){return R9.includes(e)||e.startsWith(jt)&&e.length>jt.length}var Ey=["auto","all","essential"],_C=["ranks","values"],Qo="interval",A9=180,P9=150;function D9(e,t){return Math.max(t,Math.ceil(e.length*7.4)+30)}function gd(e,t=[]){let{value:n,bias:r,a:i,b:s,noun:o}=e,a=It(e.level),l=It(e.fdr),u=(c,f,d,h,p="",m=null)=>({key:c,name:f,sub:p,title:h,width:c==="key"?d:Math.min(A9,D9(f,d)),group:m});return[u("key",o,P9,`key: the ${o} of the row, as named in both reports.`),u("value_a",`${n} A`,84,`value_a: ${n} in report A (${i}), signed.`,i,"values"),u("value_b",`${n} B`,84,`value_b: ${n} in report B (${s}), signed.`,s,"values"),u("bias_a",`${r} A`,84,`bias_a: the size of the bias (${r}) in report A (${i}); lower is better.`,i),u("bias_b",`${r} B`,84,`bias_b: the size of the bias (${r}) in report B (${s}); lower is better.`,s),u("change","change",84,"change: bias_b \u2212 bias_a, positive when the bias grew from A to B.","B \u2212 A"),u(Qo,`${a} interval`,136,`lower, upper: the ${a} interval of the change (MOVER, from the two sides' intervals); it excludes 0 when the change is clear.`,"of the change"),u("verdict","verdict",108,`verdict: worsened or improved when the change is significant (Benjamini-Hochberg at FDR ${l}), else unchanged, or undetermined without a bias on both sides.`,`FDR ${l}`),u("rank_a","rank A",72,`rank_a: the row's rank by ${r} in report A (1: the largest bias).`,"1 = largest","ranks"),u("rank_b","rank B",72,`rank_b: the row's rank by ${r} in report B (1: the largest bias).`,"1 = largest","ranks"),u("movement","movement",92,"movement: rank_a \u2212 rank_b, positive when the row rose (its bias ranks higher) in B.","rank A \u2212 B","ranks"),...t.map(c=>u(`${jt}${c}`,c,96,`${r} in the latest report of run ${c} (an extra run: not in the CSV).`,`${r}, latest`))]}function Gl(e,t=new Set){return e.reduce((n,r)=>n+(r.group!==null&&t.has(r.group)?0:r.width),0)}function kC(e,t,n){if(t==="all")return new Set;if(t==="essential")return new Set(_C);let r=new Set;if(n<=0)return r;for(let i of _C){if(Gl(e,r)<=n)break;r.add(i)}return r}var we={aRun:"a_run",aStep:"a_step",bRun:"b_run",bStep:"b_step",also:"also",sort:"sort",dir:"dir",search:"q",verdict:"verdict",aMin:"a_min",aMax:"a_max",bMin:"b_min",bMax:"b_max",columns:"columns"};function L9(e){return Ve+nr+e}function TC(e){let t=[],n=(r,i)=>Ee(t,nr+r,i);e.a&&(n(we.aRun,e.a.run),n(we.aStep,e.a.step)),e.b&&(n(we.bRun,e.b.run),n(we.bStep,e.b.step));for(let r of e.also)n(we.also,r);return(e.sort!==Jo||e.dir!==Zo)&&(n(we.sort,e.sort),n(we.dir,e.dir)),n(we.search,e.search),n(we.verdict,e.verdict),e.brush&&(n(we.aMin,e.brush.a[0]),n(we.aMax,e.brush.a[1]),n(we.bMin,e.brush.b[0]),n(we.bMax,e.brush.b[1])),e.columns!=="auto"&&n(we.columns,e.columns),t}function CC(e){let t=[...e],n=Ot(t),r=h=>n.get(nr+h),i=h=>{let p=r(h);return p===void 0||p===""?null:p},s=md(),o=i(we.aRun);o!==null&&(s.a={run:o,step:bu(r(we.aStep))});let a=i(we.bRun);a!==null&&(s.b={run:a,step:bu(r(we.bStep))});let l=L9(we.also);for(let[h,p]of t)h===l&&p!==""&&!s.also.includes(p)&&s.also.push(p);let u=r(we.sort);if(u!==void 0&&E9(u)&&(!u.startsWith(jt)||s.also.includes(u.slice(jt.length)))){s.sort=u;let h=r(we.dir);s.dir=h==="asc"||h==="desc"?h:My(u)}s.search=r(we.search)??"";let c=r(we.verdict);Ry(c)&&(s.verdict=c);let f=[we.aMin,we.aMax,we.bMin,we.bMax].map(h=>Te(r(h)));if(f.every(h=>h!==null)){let[h,p,m,y]=f;s.brush={a:[Math.min(h,p),Math.max(h,p)],b:[Math.min(m,y),Math.max(m,y)]}}let d=r(we.columns);return Ey.includes(d)&&(s.columns=d),s}function MC(e){return e==="worsened"?"improved":e==="improved"?"worsened":e}function RC(e,t,n,r){return e!==null&&t.includes(e.run)?e:t.includes(n)?{run:n,step:r}:t.length?{run:t[0],step:null}:null}function EC(e,t){let n=t.filter(i=>i!==e.run);if(n.length===0)return null;let r=t.indexOf(e.run);return r<0?n[0]:t[(r+1)%t.length]}function AC(e,t){let n=t.map(i=>i.step).sort((i,s)=>i-s);if(n.length===0)return e.step;let r=e.step===null?n.length-1:n.indexOf(e.step);return r<=0?e.step:n[r-1]}function Ay(e,t){return e.step===null||t.some(n=>n.step===e.step)?e:{...e,step:null}}function bd(e,t,n,r){return t.filter(i=>e.includes(i)&&i!==n?.run&&i!==r?.run)}function sr(e){return typeof e=="number"&&Number.isFinite(e)}function PC(e,t){let n=new Map,r=t.columns;for(let i=0;i<r.key.length;i++)n.set(r.key[i],r.presence[i]==="a"?null:r.bias_b[i]);return e.map(i=>{let s=n.get(i);return sr(s)?s:null})}var N9={worsened:0,improved:1,unchanged:2,undetermined:3};function I9(e,t){if(t==="verdict")return e.columns.verdict.map(n=>N9[n]??null);if(t.startsWith(jt)){let n=t.slice(jt.length);return e.extras.find(r=>r.run===n)?.values??null}return e.columns[t]}function DC(e,t,n){let r=new Int32Array(e.rows);for(let a=0;a<r.length;a++)r[a]=a;let i=n==="asc"?1:-1;if(t==="key"){let a=e.columns.key;return r.sort((l,u)=>a[l]<a[u]?-i:a[l]>a[u]?i:l-u),r}let s=I9(e,t);if(s===null)return r;let o=new Float64Array(e.rows);for(let a=0;a<o.length;a++){let l=s[a];o[a]=sr(l)?l:NaN}return r.sort((a,l)=>{let u=o[a],c=o[l],f=Number.isNaN(u),d=Number.isNaN(c);return f||d?f&&d?a-l:f?1:-1:u<c?-i:u>c?i:a-l}),r}function LC(e,t){return e.presence[t]==="both"&&sr(e.bias_a[t])&&sr(e.bias_b[t])}function NC(e,t,n){if(!LC(e,t))return!1;let r=e.bias_a[t],i=e.bias_b[t];return r>=n.a[0]&&r<=n.a[1]&&i>=n.b[0]&&i<=n.b[1]}function IC(e,t,n){let{search:r,brush:i}=n,s=n.verdict??null;if(r===null&&i===null&&s===null)return t;let o=e.columns,a=new Int32Array(t.length),l=0;for(let u=0;u<t.length;u++){let c=t[u];s!==null&&o.verdict[c]!==s||i!==null&&!NC(o,c,i)||r!==null&&(r.lastIndex=0,!r.test(o.key[c]))||(a[l++]=c)}return a.slice(0,l)}function OC(e,t){let n=0;for(let r=0;r<e.rows;r++)NC(e.columns,r,t)&&n++;return n}function zC(e){let t=e.key.length,n=new Float64Array(t),r=new Float64Array(t),i=new Int32Array(t),s=[],o=0,a=0,l=0;for(let u=0;u<t;u++)LC(e,u)?(n[o]=e.bias_a[u],r[o]=e.bias_b[u],s.push(e.verdict[u]),i[o++]=u):e.presence[u]!=="both"?a++:l++;return{x:n.slice(0,o),y:r.slice(0,o),verdict:s,index:i.slice(0,o),oneSided:a,undefinedValue:l}}function BC(e,t=5){let n=[],r=[];for(let i=0;i<e.key.length;i++){let s=e.verdict[i],o=e.change[i];if(s!=="worsened"&&s!=="improved"||!sr(o))continue;let a={row:i,key:e.key[i],biasA:e.bias_a[i],biasB:e.bias_b[i],change:o,lower:e.lower[i],upper:e.upper[i]};(s==="worsened"?n:r).push(a)}return n.sort((i,s)=>s.change-i.change||i.row-s.row),r.sort((i,s)=>i.change-s.change||i.row-s.row),{worsened:n.slice(0,t),improved:r.slice(0,t)}}function FC(e){return"^"+e.replace(/[.*+?^${}()|[\]\\/-]/g,"\\$&")+"$"}function O9(e){return/(s|x|z|ch|sh)$/.test(e)?e+"es":e+"s"}function HC(e,t){let n=i=>typeof i=="string"&&/^[a-z][a-z ]*$/i.test(i),r=n(t?.key)?t.key:n(e?.bias?.key)?e.bias.key:"row";return{one:r,many:O9(r)}}function It(e){return`${Number((e*100).toPrecision(3))}%`}function zr(e){return jl(e,ye(e))}function Nt(e,t,n=ye){return sr(e)&&sr(t)?`[${n(e)}, ${n(t)}]`:""}function or(e){return sr(e)?ye(e):"\u2014"}function $C(e,t){let n=e.columns,r=n.key.indexOf(t.key),i=r<0?"":`, ${e.bias} ${or(n.bias_a[r])} \u2192 ${or(n.bias_b[r])}`,s=Nt(t.lower,t.upper);return`${t.key}${i} (${zr(t.change)}${s?" "+s:""})`}function VC(e,t){let n=e.summary,i=[`B vs A: ${N(n.worsened)} ${n.worsened===1?t.one:t.many} worsened, ${N(n.improved)} improved, ${N(n.unchanged)} unchanged, ${N(n.undetermined)} undetermined (FDR ${It(e.fdr)}).`];return n.worsened>0&&n.largest_regression?i.push(`Largest regression: ${$C(e,n.largest_regression)}.`):n.worsened===0&&i.push("No regression."),n.improved>0&&n.largest_improvement&&i.push(`Largest improvement: ${$C(e,n.largest_improvement)}.`),i.join(" ")}function KC(e){return e.worsened>0?e.improved>0?"mixed":"worse":e.improved>0?"better":"same"}var qC={worse:"B is worse",better:"B is better",mixed:"Mixed",same:"No significant change"};function ea(e,t){return sr(t)?e==="percent"?Ge(t):e==="count"?N(t):ye(t):"\u2014"}function SC(e){return(e*100).toFixed(1).replace(/^-/,"\u2212")}function Py(e){let t=e.change;if(!sr(t))return"\u2014";let n,r;return e.format==="percent"?(n=jl(t,SC(t))+" pp",r=Nt(e.lower,e.upper,SC)):e.format==="count"?(n=jl(t,N(t).replace(/^-/,"\u2212")),r=Nt(e.lower,e.upper,i=>N(i).replace(/^-/,"\u2212"))):(n=zr(t),r=Nt(e.lower,e.upper)),r?`${n} ${r}`:n}function UC(e){return Object.entries(e).filter(([,t])=>t!=null&&t!=="").map(([t,n])=>`${t}=${typeof n=="object"?JSON.stringify(n):String(n)}`).join(", ")}function jl(e,t){return e>0?"+"+t:t}function Wl(e,t){e.dispatchEvent(new CustomEvent("open-report",{detail:t,bubbles:!0,composed:!0}))}var jC="own-options",Yl=class extends G{constructor(){super(),this.declaration=null,this.inherited={},this.own={},this.skip=[]}set(t,n){let r={...this.own};n===""?delete r[t]:r[t]=n,this.dispatchEvent(new CustomEvent(jC,{detail:r,bubbles:!0,composed:!0}))}control(t){let n=this.declaration,r=this.own[t.name]??"",i=wk(n,t.name,this.inherited),s=i===""?"as the report decides":`as the report view: ${i}`,o=Pe(n,t.name,`Empty: ${s}.`);if(t.type==="choice")return g`<select name=${"opt-"+t.name} class=${r?"own":""} title=${o} @change=${l=>this.set(t.name,l.target.value)}>
        <option value="" ?selected=${r===""}>${i||"default"} (report view)</option>
        ${(t.choices??[]).map(l=>g`<option value=${l} ?selected=${r===l}>${l}</option>`)}
      </select>`;let a=Xf(n,t.name,r);return g`<input
      name=${"opt-"+t.name}
      class=${[r?"own":"",a?"":"invalid"].join(" ").trim()}
      placeholder=${i||"default"}
      title=${o}
      .value=${r}
      @change=${l=>{let u=l.target.value.trim();Xf(n,t.name,u)?this.set(t.name,u):this.requestUpdate()}}
    />`}render(){let t=xk(this.declaration,this.skip);return t.length===0?_:g`${t.map(n=>g`<label class="field">
          <span class="name" title=${Pe(this.declaration,n.name)}>${Be(this.declaration,n.name)}</span>
          ${this.control(n)}
        </label>`)}
      ${Object.keys(this.own).length?g`<button class="primary small" name="reset-options" title="Back to the report view's options" @click=${()=>this.dispatchEvent(new CustomEvent(jC,{detail:{},bubbles:!0,composed:!0}))}>
            As the report view
          </button>`:_}`}};Yl.properties={declaration:{attribute:!1},inherited:{attribute:!1},own:{attribute:!1},skip:{attribute:!1}},Yl.styles=[Z,Qe,V`
      :host {
        display: flex;
        flex-wrap: wrap;
        gap: 8px 12px;
        align-items: flex-end;
      }
      input {
        width: 110px;
      }
      input.own,
      select.own {
        border-color: var(--accent);
      }
      button.small {
        height: 22px;
        padding: 0 8px;
        font-size: 12px;
      }
    `];customElements.define("fairness-mode-options",Yl);var ar=340,Br=320,pn={left:50,right:12,top:12,bottom:38},z9=5e3,GC=3,WC=8,Dy=[["undetermined","--muted","#757575"],["unchanged","--muted","#757575"],["improved","--good","#2e7d32"],["worsened","--bad","#c62828"]];function yd(e){return Number(e.toPrecision(6))}var Xl=class extends G{constructor(){super();this.chart=null;this.canvas=null;this.scales=null;this.px=new Float32Array(0);this.py=new Float32Array(0);this.painted="";this.themeObserver=null;this.points=null,this.brush=null,this.highlight=null,this.bias="bias",this.columns=null,this.drag=null,this.hover=null}willUpdate(n){(n.has("points")||n.has("bias"))&&(this.hover=null,this.draw())}updated(){this.repaintIfThemed()}connectedCallback(){super.connectedCallback(),this.themeObserver=new MutationObserver(()=>this.repaintIfThemed());for(let n=this.parentNode;n;n=n.parentNode??(n instanceof ShadowRoot?n.host:null))n instanceof Element&&this.themeObserver.observe(n,{attributes:!0})}disconnectedCallback(){super.disconnectedCallback(),this.themeObserver?.disconnect(),this.themeObserver=null}repaintIfThemed(){this.points&&this.scales&&this.canvas&&this.colorKey()!==this.painted&&(this.canvas=this.paint(this.points,this.scales),this.requestUpdate())}colors(){let n=this.isConnected?getComputedStyle(this):null;return new Map(Dy.map(([r,i,s])=>[r,n?.getPropertyValue(i).trim()||s]))}colorKey(){return[...this.colors().values()].join(" ")}draw(){let n=this.points;if(this.chart=null,this.canvas=null,this.scales=null,this.px=new Float32Array(0),this.py=new Float32Array(0),!n||n.x.length===0)return;let r=0,i=-1/0;for(let c of[n.x,n.y])for(let f=0;f<c.length;f++)c[f]<r&&(r=c[f]),c[f]>i&&(i=c[f]);let s=i>r?(i-r)*.04:Math.max(Math.abs(r)*.1,.05),o=[r<0?r-s:0,i+s],a=qe({width:ar,height:Br,marginLeft:pn.left,marginRight:pn.right,marginTop:pn.top,marginBottom:pn.bottom,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:o,label:`${this.bias} in A`,labelAnchor:"center",labelArrow:"none",grid:!0,ticks:5},y:{domain:o,label:`${this.bias} in B`,labelArrow:"none",grid:!0,ticks:5},marks:[Ab([[o[0],o[0]],[o[1],o[1]]],{stroke:"currentColor",strokeOpacity:.6,strokeDasharray:"4,3",strokeWidth:1})]}),l=a.scale("x"),u=a.scale("y");if(this.chart=a,this.scales=l&&u?{x:l,y:u}:null,this.scales){let{x:c,y:f}=this.scales;this.px=Float32Array.from(n.x,d=>c.apply(d)),this.py=Float32Array.from(n.y,d=>f.apply(d)),this.canvas=this.paint(n,this.scales)}}paint(n,r){let i=document.createElement("canvas"),s=Math.max(1,Math.min(3,globalThis.devicePixelRatio||1));i.width=Math.round(ar*s),i.height=Math.round(Br*s),i.className="dots";let o=i.getContext("2d");if(!o)return i;o.scale(s,s);let a=n.x.length>z9,l=a?1.5:2.5,u=this.colors();this.painted=[...u.values()].join(" ");for(let[c]of Dy){let f=c==="worsened"||c==="improved";o.globalAlpha=f?a?.7:.85:a?.35:.5,o.fillStyle=u.get(c),o.beginPath();for(let d=0;d<n.x.length;d++){if(n.verdict[d]!==c)continue;let h=r.x.apply(n.x[d]),p=r.y.apply(n.y[d]);o.moveTo(h+l,p),o.arc(h,p,l,0,2*Math.PI)}o.fill()}return i}point(n){let r=n.currentTarget.getBoundingClientRect(),i=r.width?ar/r.width:1,s=r.height?Br/r.height:1,o=(n.clientX-r.left)*i,a=(n.clientY-r.top)*s,l=(u,c,f)=>Math.min(f,Math.max(c,u));return[l(o,pn.left,ar-pn.right),l(a,pn.top,Br-pn.bottom)]}onDown(n){if(n.button!==0||!this.scales)return;n.currentTarget.setPointerCapture(n.pointerId);let[r,i]=this.point(n);this.drag={x0:r,y0:i,x1:r,y1:i},n.preventDefault()}nearest(n,r){let i=null,s=WC*WC,{px:o,py:a}=this;for(let l=0;l<o.length;l++){let u=o[l]-n,c=a[l]-r,f=u*u+c*c;f<=s&&(s=f,i=l)}return i}onMove(n){let[r,i]=this.point(n);if(!this.drag){let s=this.nearest(r,i);s!==this.hover&&(this.hover=s);return}this.drag={...this.drag,x1:r,y1:i}}onLeave(){this.drag||(this.hover=null)}onUp(n){let r=this.drag;if(!r)return;let[i,s]=this.point(n);this.drag=null;let o=this.scales,a=null,l=Math.abs(i-r.x0)<GC&&Math.abs(s-r.y0)<GC;if(l&&this.points){let u=this.nearest(i,s);if(u!==null){let c=this.points.index[u];this.dispatchEvent(new CustomEvent("point-click",{detail:c,bubbles:!0,composed:!0}));return}}if(o?.x.invert&&o.y.invert&&!l){let u=yd(o.x.invert(r.x0)),c=yd(o.x.invert(i)),f=yd(o.y.invert(r.y0)),d=yd(o.y.invert(s));a={a:[Math.min(u,c),Math.max(u,c)],b:[Math.min(f,d),Math.max(f,d)]}}a===null&&this.brush===null||this.dispatchEvent(new CustomEvent("brush-change",{detail:a,bubbles:!0,composed:!0}))}onCancel(){this.drag=null}rect(){let n=this.drag;if(n)return{left:Math.min(n.x0,n.x1),top:Math.min(n.y0,n.y1),width:Math.abs(n.x1-n.x0),height:Math.abs(n.y1-n.y0)};let r=this.brush,i=this.scales;if(!r||!i)return null;let s=f=>Math.min(ar-pn.right,Math.max(pn.left,i.x.apply(f))),o=f=>Math.min(Br-pn.bottom,Math.max(pn.top,i.y.apply(f))),a=s(r.a[0]),l=s(r.a[1]),u=o(r.b[0]),c=o(r.b[1]);return{left:Math.min(a,l),top:Math.min(u,c),width:Math.abs(l-a),height:Math.abs(c-u)}}ring(){let n=this.points;if(this.highlight===null||!n||!this.scales)return _;let r=n.index.indexOf(this.highlight);return r<0?_:g`<div class="ring" style="left: ${this.px[r]}px; top: ${this.py[r]}px"></div>`}tip(){let n=this.points,r=this.hover;if(r===null||!n||r>=n.x.length||this.drag)return _;let i=n.index[r],s=this.columns,o=s&&i<s.key.length?s.key[i]:"",a=s?.change[i],l=s?Nt(s.lower[i],s.upper[i]):"",u=this.px[r],c=this.py[r],f=u>ar/2,d=c>Br/2,h=`${f?`right: ${ar-u+8}px`:`left: ${u+8}px`}; ${d?`bottom: ${Br-c+8}px`:`top: ${c+8}px`}`;return g`<div class="ring hover" style="left: ${u}px; top: ${c}px"></div>
      <div class="tip" role="tooltip" data-row=${i} data-verdict=${n.verdict[r]} style=${h}>
        <div class="k">${o}</div>
        <div>${this.bias}: A ${or(n.x[r])} → B ${or(n.y[r])}</div>
        ${typeof a=="number"?g`<div>change ${zr(a)}${l?` ${l}`:""}</div>`:_}
        <div class="v-${n.verdict[r]}">${n.verdict[r]}</div>
      </div>`}legend(){let n=this.points;if(!n)return _;let r=new Map;for(let i of n.verdict)r.set(i,(r.get(i)??0)+1);return g`<div class="legend">
      ${Dy.map(([i])=>i).reverse().filter(i=>i!=="undetermined"||r.has(i)).map(i=>g`<span class="v-${i}" data-verdict=${i}
            ><span class="sw"></span><span class="name">${i} (${N(r.get(i)??0)})</span></span
          >`)}
    </div>`}render(){let n=this.points;if(!n)return _;let r=this.rect(),i=[n.oneSided?`${N(n.oneSided)} row${n.oneSided===1?"":"s"} found in one report only`:"",n.undefinedValue?`${N(n.undefinedValue)} without a value on one side`:""].filter(Boolean);return g`
      <h3>${this.bias}: A against B</h3>
      ${this.legend()}
      ${this.chart?g`<div
            class="plot"
            data-points=${n.x.length}
            @pointerdown=${this.onDown}
            @pointermove=${this.onMove}
            @pointerup=${this.onUp}
            @pointercancel=${this.onCancel}
            @pointerleave=${this.onLeave}
          >
            ${this.chart} ${this.canvas}
            ${r?g`<div
                  class="rect"
                  style="left: ${r.left}px; top: ${r.top}px; width: ${r.width}px; height: ${r.height}px"
                ></div>`:_}
            ${this.ring()} ${this.tip()}
          </div>`:g`<div class="muted">No row has a value in both reports.</div>`}
      <div class="note muted">
        ${N(n.x.length)} row${n.x.length===1?"":"s"} plotted; above the dashed diagonal y = x, the bias is
        larger in B. Hover a dot to read it, click it to show its row; drag a rectangle to select rows, click elsewhere to
        clear.
        ${i.length?g`Not plotted: ${i.join("; ")}.`:_}
      </div>
    `}};Xl.properties={points:{attribute:!1},brush:{attribute:!1},highlight:{attribute:!1},bias:{attribute:!1},columns:{attribute:!1},drag:{state:!0},hover:{state:!0}},Xl.styles=[Z,V`
      :host {
        display: block;
      }
      .plot {
        position: relative;
        width: ${ar}px;
        height: ${Br}px;
        cursor: crosshair;
        touch-action: none;
        user-select: none;
      }
      .plot svg {
        display: block;
      }
      .dots {
        position: absolute;
        left: 0;
        top: 0;
        width: ${ar}px;
        height: ${Br}px;
        pointer-events: none;
      }
      .rect {
        position: absolute;
        box-sizing: border-box;
        border: 1px solid var(--accent, #f57c00);
        background: color-mix(in srgb, var(--accent, #f57c00) 12%, transparent);
        pointer-events: none;
      }
      .ring {
        position: absolute;
        width: 10px;
        height: 10px;
        margin: -6px 0 0 -6px;
        border: 2px solid var(--fg, #212121);
        border-radius: 50%;
        pointer-events: none;
      }
      .ring.hover {
        border-width: 1px;
      }
      .tip {
        position: absolute;
        z-index: 2;
        max-width: 220px;
        padding: 4px 8px;
        border: 1px solid var(--border, #e0e0e0);
        border-radius: 3px;
        background: var(--surface, #fff);
        color: var(--fg, #212121);
        font-size: 11px;
        line-height: 1.4;
        pointer-events: none;
        box-shadow: 0 1px 3px rgba(0, 0, 0, 0.2);
      }
      .tip .k {
        font-weight: 500;
        overflow-wrap: anywhere;
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 12px;
        font-size: 11px;
        margin: 2px 0;
      }
      .legend .sw {
        display: inline-block;
        width: 8px;
        height: 8px;
        margin-right: 4px;
        border-radius: 50%;
        background: currentColor;
      }
      .v-worsened {
        color: var(--bad, #c62828);
      }
      .v-improved {
        color: var(--good, #2e7d32);
      }
      .v-unchanged,
      .v-undetermined {
        color: var(--muted, #757575);
      }
      .legend .name {
        color: var(--fg, #212121);
      }
      .note {
        font-size: 11px;
        max-width: ${ar}px;
      }
    `];customElements.define("fairness-compare-scatter",Xl);function B9(e,t){switch(e){case"worsened":return`Worsened: the bias grew from A to B, significantly (Benjamini-Hochberg at FDR ${It(t)}).`;case"improved":return`Improved: the bias shrank from A to B, significantly (Benjamini-Hochberg at FDR ${It(t)}).`;case"unchanged":return`Unchanged: the change of the bias is not significant at FDR ${It(t)}.`;default:return"Undetermined: the bias is undefined on a side (too little data, no interval), or the row is in one report only."}}var Jl=class extends G{constructor(){super();this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0);r!==this.width&&(this.width=r)});this.cursor=new Yr(this,{open:n=>this.openRow(n,null),close:()=>!1});this.heads=[];this.leftOut=new Set;this.told="";this.grid="";this.minWidth=0;this.rowTemplate=n=>this.renderRow(n);this.onFocusKey=n=>{let r=n.composedPath()[0];if(!(r instanceof HTMLElement)||!r.classList.contains("k"))return;let i=Number(r.closest(".row")?.dataset.row);Number.isInteger(i)&&this.cursor.set(i)};this.onKeyAfterCursor=n=>{if(!n.defaultPrevented||n.key==="Escape"||n.key==="Enter"||n.key===" ")return;let r=n.composedPath()[0];if(!(r instanceof HTMLElement)||!r.classList.contains("k"))return;let i=this.cursor.row;if(i===null)return;let s=o=>{if(i!==this.cursor.row)return;let a=this.keyButton(i);a?a.focus({preventScroll:!0}):o&&requestAnimationFrame(()=>s(!1))};this.updateComplete.then(async()=>{await this.renderRoot.querySelector("lit-virtualizer")?.updateComplete,s(!0)})};this.table=null,this.rows=[],this.sort=Jo,this.dir=Zo,this.names={value:"value",bias:"bias",a:"A",b:"B",noun:"row",level:.95,fdr:.05},this.highlight=null,this.openKey=null,this.columns="auto",this.width=0}connectedCallback(){super.connectedCallback(),this.resize.observe(this),this.addEventListener("keydown",this.onKeyAfterCursor),this.addEventListener("focusin",this.onFocusKey)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect(),this.removeEventListener("keydown",this.onKeyAfterCursor),this.removeEventListener("focusin",this.onFocusKey)}missingTitle(n,r){let i=this.table.columns.presence[r],{a:s,b:o}=this.names;switch(n){case"value_a":case"bias_a":case"rank_a":return i==="b"?`Not in report A (${s}): this row is only in B.`:`Undefined in report A (${s}): too little data for this row, or no value.`;case"value_b":case"bias_b":case"rank_b":return i==="a"?`Not in report B (${o}): this row is only in A.`:`Undefined in report B (${o}): too little data for this row, or no value.`;case"change":return i==="both"?"No change: the bias is undefined on one side.":`No change: the row is only in ${i==="a"?"A":"B"}.`;case Qo:return i==="both"?"No interval: a side has no bias with an interval.":`No interval: the row is only in ${i==="a"?"A":"B"}.`;case"movement":return"No movement: the row is not ranked on both sides.";default:{let a=n.slice(jt.length);return this.table.extras.find(u=>u.run===a)?.values?`Not in the latest report of run ${a}, or undefined there.`:`Not loaded: the report of run ${a}.`}}}missing(n,r){return g`<div class="cell num missing" role="cell" data-col=${n} title=${this.missingTitle(n,r)}>—</div>`}cell(n,r,i,s){if(typeof i!="number"||!Number.isFinite(i))return this.missing(n,r);let o;return n==="rank_a"||n==="rank_b"?o=N(i):n==="movement"?o=jl(i,N(i).replace(/^-/,"\u2212")):o=ye(i),g`<div class="cell num" role="cell" data-col=${n} data-v=${String(i)} title=${s??String(i)}>${o}</div>`}biasCell(n,r){let i=this.table.columns,s=n==="bias_a"?"a":"b",o=i[n][r],a=Nt(i[`lower_${s}`][r],i[`upper_${s}`][r]),l=`${this.names.bias} in ${s.toUpperCase()}: ${o}${a?`, ${It(this.names.level)} interval ${a}`:", no interval"}`;return this.cell(n,r,o,l)}changeTitle(n){let r=this.table.columns,i=Nt(r.lower[n],r.upper[n]),s=r.p_value[n];return[`change ${r.change[n]}`,i?`${It(this.names.level)} interval ${i}`:"no interval",typeof s=="number"?`p = ${vt(s)}`:""].filter(Boolean).join(", ")}changeCell(n,r){let i=this.table.columns,s=i.change[n];return typeof s!="number"||!Number.isFinite(s)?this.missing("change",n):g`<div
      class="cell num change v-${r}"
      role="cell"
      data-col="change"
      data-v=${String(s)}
      data-lower=${i.lower[n]??_}
      data-upper=${i.upper[n]??_}
      title=${this.changeTitle(n)}
    >
      ${zr(s)}
    </div>`}intervalCell(n){let r=this.table.columns,i=Nt(r.lower[n],r.upper[n]);return i?g`<div
      class="cell num interval"
      role="cell"
      data-col=${Qo}
      data-lower=${r.lower[n]??_}
      data-upper=${r.upper[n]??_}
      title=${this.changeTitle(n)}
    >
      ${i}
    </div>`:this.missing(Qo,n)}shows(n){return!this.leftOut.has(n)}renderRow(n){let r=this.table,i=r.columns,s=i.key[n],o=i.presence[n],a=i.verdict[n],l=this.shows("values"),u=this.shows("ranks");return g`<div
      class="row ${o==="both"?"":"one-sided"} ${n===this.highlight?"focus":""} ${s===this.openKey?"open":""} ${this.cursor.isCursor(n)?"cursor":""}"
      role="row"
      style=${this.grid}
      data-row=${n}
      data-presence=${o}
      data-verdict=${a}
    >
      <div class="cell key" role="cell" data-col="key" title=${s}>
        <button
          class="k"
          data-key=${s}
          aria-expanded=${s===this.openKey?"true":"false"}
          title=${`${s}: click or press Enter to drill down (its counts, every run, every step)`}
          @click=${c=>this.openRow(n,c.currentTarget)}
        >${s}</button>
        ${o==="both"?_:g`<span class="badge">only in ${o==="a"?"A":"B"}</span>`}
      </div>
      ${l?g`${this.cell("value_a",n,i.value_a[n])} ${this.cell("value_b",n,i.value_b[n])}`:_}
      ${this.biasCell("bias_a",n)} ${this.biasCell("bias_b",n)} ${this.changeCell(n,a)} ${this.intervalCell(n)}
      <div class="cell verdict" role="cell" data-col="verdict" data-verdict=${a} title=${B9(a,this.names.fdr)}>
        <span class="verdict-badge v-${a}">${a}</span>
      </div>
      ${u?g`${this.cell("rank_a",n,i.rank_a[n])} ${this.cell("rank_b",n,i.rank_b[n])} ${this.cell("movement",n,i.movement[n])}`:_}
      ${r.extras.map(c=>this.cell(`${jt}${c.run}`,n,c.values?.[n]))}
    </div>`}openRow(n,r){let i=this.table?.columns.key[n];if(i===void 0)return;this.cursor.set(n);let s=r??this.keyButton(n);eT(this,{key:i,opener:s})}keyButton(n){return this.renderRoot.querySelector(`.row[data-row="${n}"] button.k`)}willUpdate(n){n.has("table")&&(this.scrollTop=0);let r=this.table,i=gd(this.names,(r?.extras??[]).map(u=>u.run));this.heads=i,this.leftOut=kC(i,this.columns,this.width);let s=i.filter(u=>u.group===null||!this.leftOut.has(u.group));this.minWidth=Gl(s);let[o,...a]=s,l=u=>/^(value|bias)_[ab]$/.test(u.key)?`minmax(${u.width}px, 1fr)`:`${u.width}px`;this.grid=`grid-template-columns: minmax(${o.width}px, 2fr) ${a.map(l).join(" ")}; min-width: ${this.minWidth}px`,this.rowTemplate=u=>this.renderRow(u)}updated(){let n=this.heads.filter(r=>r.group!==null&&this.leftOut.has(r.group)).map(r=>r.name).join(`
`);n!==this.told&&(this.told=n,this.dispatchEvent(new CustomEvent("columns-hidden",{detail:n?n.split(`
`):[],bubbles:!0,composed:!0})))}intervalHead(n){return{header:g`<div class="fixed" role="columnheader" data-col=${n.key} title=${n.title}>
        <span class="top"><span class="col-name">${n.name}</span></span>
        <span class="sub">${n.sub}</span>
      </div>`}}render(){if(!this.table)return _;let r=this.heads.filter(i=>i.group===null||!this.leftOut.has(i.group)).map(i=>i.key===Qo?this.intervalHead(i):{key:i.key,name:i.name,sub:i.sub,title:i.title.replace(/\.$/,""),text:i.key==="key"});return qs(this,{columns:r,defaultDir:My,renderRow:this.rowTemplate,label:"Rows of A and B aligned by key",empty:"No row matches the search, the verdict or the selection.",tableStyle:`--table-min-width: ${this.minWidth}px`,headStyle:this.grid,focusable:!0})}};Jl.properties={...Xr,names:{attribute:!1},highlight:{attribute:!1},openKey:{attribute:!1},columns:{attribute:!1},width:{state:!0}},Jl.styles=[Z,...js,V`
      lit-virtualizer {
        min-width: var(--table-min-width);
      }
      .head button,
      .head .fixed {
        padding: 4px 6px;
      }
      .head .fixed {
        display: flex;
        flex-direction: column;
        align-items: flex-end;
        justify-content: center;
        gap: 1px;
        font-weight: 500;
        min-width: 0;
        cursor: help;
      }
      /* An unsorted head keeps no room for its arrow: its name has the whole width. */
      .head button[aria-sort='none'] .arrow {
        display: none;
      }
      .head .top {
        max-width: 100%;
      }
      .head .col-name {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .cell {
        padding: 0 6px;
      }
      /* The key stays in view when the table scrolls sideways. */
      .head [data-col='key'],
      .cell.key {
        position: sticky;
        left: 0;
        z-index: 1;
      }
      .head [data-col='key'] {
        background: var(--header-bg);
      }
      .head [data-col='key']:hover {
        background: var(--header-hover);
      }
      .cell.key {
        background: inherit;
        height: 100%;
        box-shadow: inset -1px 0 0 var(--row-border);
      }
      .row.focus {
        background: var(--selected-bg, #ffe0b2);
        box-shadow: inset 3px 0 0 var(--accent, #f57c00);
      }
      .row.one-sided .num {
        color: var(--muted, #757575);
      }
      .cell.key {
        display: flex;
        gap: 6px;
        align-items: center;
      }
      .cell.key .k {
        overflow: hidden;
        text-overflow: ellipsis;
      }
      button.k {
        min-width: 0;
        border: 0;
        padding: 0;
        background: none;
        color: inherit;
        font: inherit;
        text-align: left;
        white-space: nowrap;
        cursor: pointer;
      }
      button.k:hover {
        color: var(--accent, #f57c00);
        text-decoration: underline dotted;
        text-underline-offset: 2px;
      }
      button.k:focus-visible {
        outline: 2px solid var(--accent, #f57c00);
        outline-offset: 1px;
      }
      .row.open {
        background: var(--selected-bg, #ffe0b2);
      }
      .row.open button.k {
        color: var(--accent, #f57c00);
        font-weight: 500;
      }
      .badge {
        flex: none;
        font-size: 10px;
        padding: 0 5px;
        border-radius: 8px;
        border: 1px solid var(--border, #e0e0e0);
        color: var(--muted, #757575);
        line-height: 14px;
      }
      .missing {
        color: var(--muted, #757575);
        cursor: help;
      }
      .cell.interval {
        color: var(--muted, #757575);
        font-size: 12px;
      }
      .cell.verdict {
        cursor: help;
        text-align: right;
      }
      .verdict-badge {
        display: inline-block;
        font-size: 11px;
        line-height: 16px;
        padding: 0 6px;
        border-radius: 8px;
        border: 1px solid currentColor;
        color: var(--muted, #757575);
      }
      .v-worsened {
        color: var(--bad, #c62828);
      }
      .v-improved {
        color: var(--good, #2e7d32);
      }
      .verdict-badge.v-worsened,
      .verdict-badge.v-improved {
        font-weight: 500;
        background: color-mix(in srgb, currentColor 12%, transparent);
      }
    `];customElements.define("fairness-compare-table",Jl);var YC="",F9=5,XC=344,JC=16,H9={auto:"fit the width",all:"all",essential:"essential only"},ZC="";function QC(e){return`${e.run} \xB7 step ${e.step}`}var Zl=class extends G{constructor(){super();this.request=new Se;this.extraRequest=new Se;this.csvRequest=new Se;this.csvPending=!1;this.csvError=null;this.shell=new Ct(this,[this.request,this.extraRequest]);this.stepsCache=new Map;this.extraErrors=new Map;this.table=null;this.order=null;this.search={regex:null,error:null};this.visible=new Int32Array(0);this.visibleList=[];this.points=null;this.moved={worsened:[],improved:[]};this.noun={one:"row",many:"rows"};this.brushed=0;this.besideWidth=0;this.stacked=!1;this.resize=new ResizeObserver(n=>{let r=Math.floor(n[0]?.contentRect.width??0);r!==this.hostWidth&&(this.hostWidth=r)});this.drillOpener=null;this.focusDrill=!1;this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.own={},this.sel=md(),this.data=null,this.extras=[],this.stepsA=null,this.stepsB=null,this.highlight=null,this.drill=null,this.hostWidth=0,this.hiddenColumns=[]}async stepsOf(n,r){let i=`${this.tag}\0${n}`,s=this.stepsCache.get(i);if(s)return s;let o=await this.api.steps(n,this.tag,r);return this.stepsCache.set(i,o.steps),o.steps}async load(){let n=this.sel.a,r=this.sel.b;if(this.extraRequest.cancel(),n===null){this.request.cancel(),this.data=null,this.shell.fail(`No run holds a report under the tag ${this.tag}.`);return}let{tag:i,api:s}=this,o=this.usedOptions;this.shell.start();let a;try{a=await this.request.run(async l=>{let u=await this.stepsOf(n.run,l),c=Ay(n,u),f=r??{run:c.run,step:AC(c,u)},d=f.run===c.run?u:await this.stepsOf(f.run,l),h=Ay(f,d),p=await s.diff({tag:i,run:c.run,step:c.step,vs_run:h.run,vs_step:h.step,options:o},l);return{a:c,b:h,stepsA:u,stepsB:d,diff:p}})}catch(l){this.data=null,this.shell.fail(l);return}a!==_e&&(this.stepsA=a.stepsA,this.stepsB=a.stepsB,this.highlight=null,this.drill!==null&&!a.diff.columns.key.includes(this.drill)&&this.closeDrill(!1),this.extras=[],this.data=a.diff,this.setSel({...this.sel,a:a.a,b:a.b}),await this.loadExtras())}async loadExtras(){let n=this.data,r=this.sel.a,i=this.sel.also;if(!n||!r||i.length===0){this.extraRequest.cancel(),this.extras=[],this.extraErrors=new Map,n&&this.shell.ready();return}let s=new Map(this.extras.map(f=>[f.run,f]));this.extras=i.map(f=>s.get(f)??{run:f,values:null}),this.shell.start();let{tag:o,api:a}=this,l=this.usedOptions,u=n.columns.key,c=await this.extraRequest.run(f=>Promise.all(i.map(async d=>{let h=s.get(d);if(h?.values)return{run:d,values:h.values,error:null};try{let p=await a.diff({tag:o,run:r.run,step:r.step,vs_run:d,vs_step:null,options:l},f);return{run:d,values:PC(u,p),error:null}}catch(p){if(f.aborted)throw p;return{run:d,values:null,error:Ht(p)}}})));c!==_e&&(this.extras=c.map(({run:f,values:d})=>({run:f,values:d})),this.extraErrors=new Map(c.filter(f=>f.error!==null).map(f=>[f.run,f.error])),this.shell.ready())}setSel(n){this.sel=n,ct(this,[...TC(n),...Tl(this.own,nr,this.declaration)])}get usedOptions(){return gi(this.options,this.own)}setOwn(n){this.own=n,this.setSel(this.sel),this.load()}fit(n){let r=this.runs??[],i=RC(n.a,r,this.run,this.step),s=n.b!==null&&r.includes(n.b.run)?n.b:null;if(s===null&&i!==null){let l=EC(i,r);l!==null&&(s={run:l,step:null})}let o=bd(n.also,r,i,s),a=!n.sort.startsWith(jt)||o.includes(n.sort.slice(jt.length));return{...n,a:i,b:s,also:o,sort:a?n.sort:Jo,dir:a?n.dir:Zo}}onSide(n,r){let i=this.sel[n];if(!i)return;let s={...i,...r};r.run!==void 0&&r.run!==i.run&&(s.step=null);let o={...this.sel,[n]:s},a=bd(o.also,this.runs,o.a,o.b);this.setSel(this.fit({...o,also:a})),this.load()}swap(){let{a:n,b:r,brush:i}=this.sel;if(!n||!r)return;let s=i?{a:i.b,b:i.a}:null;this.setSel({...this.sel,a:r,b:n,brush:s,verdict:MC(this.sel.verdict)}),this.load()}onAlso(n,r){let i=r?[...this.sel.also,n]:this.sel.also.filter(o=>o!==n),s=bd(i,this.runs,this.sel.a,this.sel.b);this.setSel(this.fit({...this.sel,also:s})),this.loadExtras()}patch(n){this.setSel({...this.sel,...n})}onBrush(n){this.highlight=null,this.patch({brush:n})}onVerdict(n){this.highlight=null,this.patch({verdict:n})}focusRow(n){let r=this.data?.columns.key[n];r!==void 0&&(this.highlight=n,this.patch({search:FC(r),brush:null,verdict:null}))}openDrill(n){this.drillOpener=n.detail.opener,this.focusDrill=!0,this.drill=n.detail.key}closeDrill(n=!0){let r=this.drill,i=this.drillOpener;this.drill=null,this.drillOpener=null,n&&i?.isConnected&&i.dataset.key===r&&i.focus({preventScroll:!0})}updated(){if(!this.focusDrill)return;let n=this.renderRoot.querySelector("fairness-row-drilldown");n&&(this.focusDrill=!1,n.updateComplete.then(()=>n.focusPanel()))}reset(){this.stepsCache.clear(),this.setSel(this.fit(md())),this.load()}retry(){this.stepsCache.clear(),this.load()}async downloadCsv(){let n=this.data;if(!n)return;let r=zt(["fairness","compare",n.tag,n.a.run,`step${n.a.step}`,"vs",n.b.run,`step${n.b.step}`,n.value]),i={tag:n.tag,run:n.a.run,step:n.a.step,vs_run:n.b.run,vs_step:n.b.step,options:this.usedOptions};this.csvPending=!0,this.csvError=null,this.requestUpdate();let s;try{s=await this.csvRequest.run(o=>this.api.diffCsv(i,o))}catch(o){this.csvPending=!1,this.csvError=Ht(o),this.requestUpdate();return}s!==_e&&(this.csvPending=!1,this.requestUpdate(),Ds(s,r))}connectedCallback(){super.connectedCallback(),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),this.resize.disconnect(),this.csvRequest.cancel(),this.csvPending=!1}willUpdate(n){if(!this.hasUpdated)this.own=Uo(this.params,nr,this.declaration),this.setSel(this.fit(CC(this.params))),this.load();else if(n.has("revision")&&!n.has("tag")&&!n.has("options")&&!n.has("runs"))this.stepsCache.clear(),this.load();else if(n.has("tag")||n.has("options")||n.has("runs")){let d=this.sel,h=Uo(Tl(this.own,nr,this.declaration),nr,this.declaration);if(JSON.stringify(h)!==JSON.stringify(this.own)&&(this.own=h),n.has("tag")){this.stepsCache.clear();let p=this.runs.length<2;this.drill=null,this.sel={...d,a:d.a&&this.runs.includes(d.a.run)?{run:d.a.run,step:null}:null,b:!p&&d.b&&this.runs.includes(d.b.run)?{run:d.b.run,step:null}:null,brush:null}}this.setSel(this.fit(this.sel)),this.load()}let r=this.data;if((n.has("data")||n.has("extras"))&&(this.table=r?{rows:r.rows,columns:r.columns,extras:this.extras}:null),n.has("data")&&(this.points=r?zC(r.columns):null,this.moved=r?BC(r.columns,F9):{worsened:[],improved:[]}),(n.has("data")||n.has("declaration"))&&(this.noun=HC(this.declaration,r)),n.has("data")||n.has("extras")||n.has("declaration")){let d=r?gd({value:r.value,bias:r.bias,a:"",b:"",noun:this.noun.one,level:r.level,fdr:r.fdr},this.extras.map(h=>h.run)):[];this.besideWidth=Gl(d,new Set(["ranks"]))+JC+XC}let i=this.hostWidth>0&&this.hostWidth<this.besideWidth;i!==this.stacked&&(this.stacked=i,this.toggleAttribute("data-stacked",i));let s=this.sel,o=n.has("sel")?n.get("sel"):s;(!o||o.search!==s.search)&&(this.search=Ms(s.search));let a=this.table;if(!a){this.order=null,this.visible=new Int32Array(0),this.visibleList=[],this.brushed=0;return}let l=n.has("data")||n.has("extras")||this.order===null,u=!o||o.sort!==s.sort||o.dir!==s.dir;(l||u)&&(this.order=DC(a,s.sort,s.dir));let c=!o||o.brush!==s.brush,f=!o||o.search!==s.search||o.verdict!==s.verdict;(l||u||c||f)&&(this.visible=IC(a,this.order,{search:this.search.regex,brush:s.brush,verdict:s.verdict}),this.visibleList=Array.from(this.visible)),(l||c)&&(this.brushed=s.brush?OC(a,s.brush):0)}renderSide(n){let r=this.sel[n],i=n==="a"?this.stepsA:this.stepsB;return g`<fieldset class="side" data-side=${n}>
      <legend>Report ${n==="a"?"A":"B"}</legend>
      <label class="field">
        <span class="name">Run</span>
        <select
          name=${`${n}_run`}
          .disabled=${!r}
          @change=${o=>this.onSide(n,{run:o.target.value})}
        >
          ${this.runs.map(o=>g`<option .value=${o} .selected=${o===r?.run}>${o}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name=${`${n}_step`}
          .disabled=${!r}
          @change=${o=>{let a=o.target.value;this.onSide(n,{step:a===YC?null:Number(a)})}}
        >
          <option .value=${YC} .selected=${r?.step===null}>latest</option>
          ${(i??[]).map(o=>g`<option .value=${String(o.step)} .selected=${o.step===r?.step}>
                ${o.step} · ${Kr(o.wall_time)}
              </option>`)}
        </select>
      </label>
    </fieldset>`}renderControls(){let n=this.sel,r=this.runs.filter(i=>i!==n.a?.run&&i!==n.b?.run);return g`<div class="controls">
      ${this.renderSide("a")}
      <button class="swap" name="swap" title="Swap A and B" aria-label="Swap A and B" @click=${()=>this.swap()}>⇄</button>
      ${this.renderSide("b")}
      <label class="field">
        <span class="name">Search keys (regex)</span>
        <input
          class="search ${this.search.error?"invalid":""}"
          name="search"
          type="search"
          placeholder="e.g. ^nurse$"
          .value=${n.search}
          @input=${i=>{this.highlight=null,this.patch({search:i.target.value})}}
        />
      </label>
      ${r.length?g`<div class="field">
            <span class="name">Also show runs</span>
            <div class="also">
              ${r.map(i=>g`<label
                  ><input
                    type="checkbox"
                    name="also"
                    .value=${i}
                    .checked=${n.also.includes(i)}
                    @change=${s=>this.onAlso(i,s.target.checked)}
                  />${i}</label
                >`)}
            </div>
          </div>`:_}
      ${this.renderVerdictFilter()} ${this.renderColumnsPicker()}
      <span class="spacer"></span>
      ${this.shell.renderCsvButton("csv",this.data!==null&&!this.csvPending,()=>{this.downloadCsv()},this.data?`All ${N(this.data.rows)} rows as CSV, from the server (as tb-fairness export --vs-run/--vs-step prints them)`:void 0)}
      ${this.search.error?g`<div class="search-error" title=${this.search.error}>${this.search.error}</div>`:_}
      ${this.csvError!==null?g`<div class="download-error" role="alert" title=${this.csvError}>Could not download the CSV: ${this.csvError}</div>`:_}
    </div>`}renderVerdictFilter(){let n=this.data?.summary,r=this.sel.verdict;return g`<label class="field">
      <span class="name">Verdict</span>
      <select
        name="verdict"
        .disabled=${!this.data}
        @change=${i=>{let s=i.target.value;this.onVerdict(Ry(s)?s:null)}}
      >
        <option .value=${ZC} .selected=${r===null}>all</option>
        ${Ss.map(i=>g`<option .value=${i} .selected=${r===i}>${i}${n?` (${N(n[i])})`:""}</option>`)}
      </select>
    </label>`}renderColumnsPicker(){let n=this.sel.columns,r=this.hiddenColumns,i=["Which columns the table shows: all; only those that say better or worse (the key, the bias in A and B, the change, its interval, the verdict); or those that fit the width (the ranks go first, then the signed values).",r.length?`Left out now: ${r.join(", ")}.`:"","The CSV has every column."].filter(Boolean).join(" ");return g`<label class="field" title=${i}>
      <span class="name">Columns</span>
      <select name="columns" data-hidden=${r.length} @change=${s=>this.patch({columns:s.target.value})}>
        ${Ey.map(s=>g`<option .value=${s} .selected=${n===s}>
              ${H9[s]}${s==="auto"&&n==="auto"&&r.length?` (${r.length} hidden)`:""}
            </option>`)}
      </select>
    </label>`}renderVerdictSummary(n){let r=n.summary,i=KC(r);return g`<div
      class="verdict-summary ${this.shell.loading?"stale":""}"
      data-overall=${i}
      data-worsened=${r.worsened}
      data-improved=${r.improved}
      data-unchanged=${r.unchanged}
      data-undetermined=${r.undetermined}
    >
      <span
        class="verdict-badge overall o-${i}"
        title=${`From the ${this.noun.many}' verdicts: Benjamini-Hochberg at FDR ${It(n.fdr)} on the change of ${n.bias}`}
        >${qC[i]}</span
      >
      <span class="sentence">${VC(n,this.noun)}</span>
    </div>`}renderHeadlines(n){return n.headlines.length===0?_:g`<div class="headlines ${this.shell.loading?"stale":""}">${n.headlines.map(r=>this.renderHeadline(r,n.level))}</div>`}renderHeadline(n,r){let i=c=>ea(n.format,c),s=n.a_interval?Nt(n.a_interval[0],n.a_interval[1],i):"",o=n.b_interval?Nt(n.b_interval[0],n.b_interval[1],i):"",a=n.better==="lower"?"lower is better":n.better==="higher"?"higher is better":"neither way is better",l=[`${n.title} (${n.name}), ${a}${n.explanation?`: ${n.explanation}`:""}`,`A: ${ea(n.format,n.a)}${s?` ${s}`:""}`,`B: ${ea(n.format,n.b)}${o?` ${o}`:""}`,`change B \u2212 A: ${Py(n)} (${It(r)} interval)`].join(`
`),u=n.verdict;return g`<div class="headline" data-name=${n.name} data-verdict=${u??"none"} title=${l}>
      <span class="title">${n.title}</span>
      <span class="ab"
        ><span class="a" data-v=${n.a??_}>${ea(n.format,n.a)}</span> →
        <span class="b" data-v=${n.b??_}>${ea(n.format,n.b)}</span></span
      >
      <span class="foot">
        <span class="change" data-v=${n.change??_}>${Py(n)}</span>
        ${u!==null?g`<span class="verdict-badge v-${u}" data-verdict=${u}>${u}</span>`:_}
      </span>
    </div>`}renderSummary(n){let r=UC(n.options),i=n.a.run===n.b.run&&n.a.step===n.b.step,s=this.sel,o=n.summary,a=[...this.extraErrors].map(([l,u])=>`${l}: ${u}`);return g`<div
      class="summary"
      data-shown=${this.visible.length}
      data-total=${n.rows}
      data-a-run=${n.a.run}
      data-a-step=${n.a.step}
      data-b-run=${n.b.run}
      data-b-step=${n.b.step}
      data-verdict=${s.verdict??ZC}
      data-extras=${this.extras.filter(l=>l.values!==null).map(l=>l.run).join(",")}
    >
      <span class="what"
        >Comparing <b>${n.bias}</b>, the size of the bias (lower is better; signed: ${n.value}), of the
        ${this.kindTitle||n.kind} report ${n.tag}${r?g` <span class="muted">(${r})</span>`:_}</span
      >
      <span
        >A = <b>${QC(n.a)}</b>
        <button class="text" name="open-a" title="Open report A in its view" @click=${()=>Wl(this,{run:n.a.run,step:n.a.step})}>
          open</button
        ></span>
      <span
        >B = <b>${QC(n.b)}</b>
        <button class="text" name="open-b" title="Open report B in its view" @click=${()=>Wl(this,{run:n.b.run,step:n.b.step})}>
          open</button
        ></span>
      ${i?g`<span class="warn">A and B are the same report: pick another step or run.</span>`:_}
      <span class="counts"
        ><b>${N(n.rows)}</b> ${n.rows===1?this.noun.one:this.noun.many} · ${N(o.only_in_a)} only in A ·
        ${N(o.only_in_b)} only in B</span
      >
      <span class="muted">${It(n.level)} intervals; verdicts at FDR ${It(n.fdr)} (Benjamini-Hochberg)</span>
      ${Ls(this.visible.length,n.rows,"rows",s.brush?g`<span class="chip" data-brushed=${this.brushed}
              >${N(this.brushed)} selected in the scatter —
              <button class="text" name="clear-brush" @click=${()=>this.onBrush(null)}>clear</button></span
            >`:void 0)}
      ${a.length?g`<span class="warn">Could not load: ${a.join("; ")}</span>`:_}
    </div>`}renderMovers(n,r,i,s){return g`<div class="movers" data-movers=${n}>
      <h3>
        <span class="v-${n}">${n==="worsened"?"Worsened":"Improved"}</span>
        <span class="muted">${N(i)}</span>
        ${i>r.length?g`<button class="text" name=${`show-${n}`} @click=${()=>this.onVerdict(n)}>show all</button>`:_}
      </h3>
      ${r.length?g`<ol>
            ${r.map(a=>{let l=Nt(a.lower,a.upper);return g`<li>
                <button
                  data-row=${a.row}
                  title=${`Show ${a.key} in the table: ${s} ${or(a.biasA)} \u2192 ${or(a.biasB)}, change ${zr(a.change)} ${l}`}
                  @click=${()=>this.focusRow(a.row)}
                >
                  <span class="k">${a.key}</span><span class="num ch v-${n}" data-v=${a.change}>${zr(a.change)}</span
                  ><span class="num ab">${s} ${or(a.biasA)} → ${or(a.biasB)}${l?` \xB7 change ${l}`:""}</span>
                </button>
              </li>`})}
          </ol>`:g`<div class="muted">None.</div>`}
    </div>`}renderDrill(n){return this.drill===null?_:g`<fairness-row-drilldown
      class="drawer"
      role="dialog"
      aria-label=${`${this.noun.one} ${this.drill}, drilled down`}
      .api=${this.api}
      .tag=${n.tag}
      .run=${n.b.run}
      .step=${n.b.step}
      .rowKey=${this.drill}
      .options=${this.usedOptions}
      .runs=${this.runs}
      .noun=${this.noun.one}
      .declaration=${this.declaration}
      .closable=${!0}
      .revision=${this.revision}
      @row-close=${()=>this.closeDrill()}
    ></fairness-row-drilldown>`}render(){let n=this.sel;return this.runs.length===0?g`<div class="message">No run holds a report under this tag.</div>`:g`
      ${this.renderControls()}
      <fairness-mode-options
        class="mode-options"
        .declaration=${this.declaration}
        .inherited=${this.options}
        .own=${this.own}
        @own-options=${r=>this.setOwn(r.detail)}
      ></fairness-mode-options>
      ${this.shell.renderError("Could not compare the reports",[{label:"Retry",name:"retry",run:()=>this.retry()},{label:"Reset the comparison",name:"reset",run:()=>this.reset()}])}
      ${this.shell.renderContent(this.table&&this.data,r=>g`${this.renderVerdictSummary(r)} ${this.renderHeadlines(r)} ${this.renderSummary(r)}
            <div class="main ${this.shell.loading?"stale":""}">
              <fairness-compare-table
                .table=${this.table}
                .rows=${this.visibleList}
                .sort=${n.sort}
                .dir=${n.dir}
                .highlight=${this.highlight}
                .openKey=${this.drill}
                .columns=${n.columns}
                .names=${{value:r.value,bias:r.bias,a:`${r.a.run} @ ${r.a.step}`,b:`${r.b.run} @ ${r.b.step}`,noun:this.noun.one,level:r.level,fdr:r.fdr}}
                @sort-change=${i=>this.patch({sort:i.detail.column,dir:i.detail.dir})}
                @row-open=${i=>this.openDrill(i)}
                @columns-hidden=${i=>this.hiddenColumns=i.detail}
              ></fairness-compare-table>
              <div class="side-panel">
                <fairness-compare-scatter
                  .points=${this.points}
                  .brush=${n.brush}
                  .highlight=${this.highlight}
                  .bias=${r.bias}
                  .columns=${r.columns}
                  @brush-change=${i=>this.onBrush(i.detail)}
                  @point-click=${i=>this.focusRow(i.detail)}
                ></fairness-compare-scatter>
                ${this.renderMovers("worsened",this.moved.worsened,r.summary.worsened,r.bias)}
                ${this.renderMovers("improved",this.moved.improved,r.summary.improved,r.bias)}
              </div>
            </div>
            ${this.renderDrill(r)}`,"Comparing the reports\u2026")}
    `}};Zl.properties={...Au,sel:{state:!0},data:{state:!0},extras:{state:!0},stepsA:{state:!0},stepsB:{state:!0},highlight:{state:!0},drill:{state:!0},hostWidth:{state:!0},hiddenColumns:{state:!0},revision:{attribute:!1}},Zl.styles=[Z,Qe,et,Eu,Mi,Ri,Wt,V`
      :host {
        overflow-y: auto;
      }
      fairness-mode-options.mode-options {
        margin: 2px 0 6px;
      }
      .controls {
        display: flex;
        flex-wrap: wrap;
        align-items: flex-end;
        gap: 8px 14px;
      }
      fieldset.side {
        display: flex;
        gap: 8px;
        align-items: flex-end;
        margin: 0;
        padding: 2px 8px 6px;
        border: 1px solid var(--border, #e0e0e0);
        border-radius: 3px;
      }
      fieldset.side legend {
        font-size: 11px;
        font-weight: 500;
        padding: 0 4px;
      }
      button.swap {
        height: 26px;
        margin-bottom: 6px;
        border: 1px solid var(--input-border, #c6c6c6);
        border-radius: 3px;
        background: var(--input-bg, #fff);
        cursor: pointer;
      }
      button.swap:hover {
        background: var(--hover-bg, #fff3e0);
      }
      input.search {
        width: 200px;
      }
      .also {
        display: flex;
        flex-wrap: wrap;
        gap: 2px 10px;
        align-items: center;
        min-height: 26px;
      }
      .also label {
        display: flex;
        gap: 3px;
        align-items: center;
        white-space: nowrap;
      }
      .also input {
        height: auto;
      }
      .summary .what {
        flex-basis: 100%;
      }
      button.text {
        border: 0;
        background: none;
        padding: 0;
        color: var(--accent, #f57c00);
        cursor: pointer;
        text-decoration: underline;
      }
      .chip {
        display: inline-flex;
        gap: 6px;
        align-items: baseline;
        padding: 1px 8px;
        border-radius: 10px;
        background: var(--hover-bg, #fff3e0);
        border: 1px solid var(--accent, #f57c00);
      }
      .v-worsened {
        color: var(--bad, #c62828);
      }
      .v-improved {
        color: var(--good, #2e7d32);
      }
      .v-unchanged,
      .v-undetermined,
      .v-none {
        color: var(--muted, #757575);
      }
      .verdict-badge {
        display: inline-block;
        flex: none;
        font-size: 11px;
        line-height: 16px;
        padding: 0 6px;
        border-radius: 8px;
        border: 1px solid currentColor;
        white-space: nowrap;
      }
      .verdict-badge.v-worsened,
      .verdict-badge.v-improved {
        font-weight: 500;
        background: color-mix(in srgb, currentColor 12%, transparent);
      }
      .verdict-summary {
        display: flex;
        gap: 8px;
        align-items: baseline;
        font-size: 14px;
        line-height: 1.45;
      }
      .verdict-summary .overall {
        font-size: 12px;
        line-height: 18px;
      }
      .overall.o-worse {
        color: var(--bad, #c62828);
      }
      .overall.o-better {
        color: var(--good, #2e7d32);
      }
      .overall.o-mixed,
      .overall.o-same {
        color: var(--muted, #757575);
      }
      .overall.o-worse,
      .overall.o-better {
        font-weight: 500;
        background: color-mix(in srgb, currentColor 12%, transparent);
      }
      .headlines {
        display: flex;
        flex-wrap: wrap;
        gap: 8px;
      }
      .headline {
        display: flex;
        flex-direction: column;
        gap: 2px;
        min-width: 170px;
        max-width: 260px;
        padding: 6px 10px;
        border: 1px solid var(--border, #e0e0e0);
        border-left-width: 3px;
        border-radius: 3px;
        background: var(--surface, transparent);
      }
      .headline[data-verdict='worsened'] {
        border-left-color: var(--bad, #c62828);
      }
      .headline[data-verdict='improved'] {
        border-left-color: var(--good, #2e7d32);
      }
      .headline .title {
        font-size: 11px;
        color: var(--muted, #757575);
      }
      .headline .ab {
        color: var(--fg, #212121);
        font-size: 15px;
        font-variant-numeric: tabular-nums;
      }
      .headline .foot {
        display: flex;
        gap: 8px;
        align-items: baseline;
        justify-content: space-between;
        color: var(--fg, #212121);
        font-size: 12px;
        font-variant-numeric: tabular-nums;
      }
      .download-error {
        flex-basis: 100%;
        color: var(--error, #c62828);
      }
      .main {
        flex: 1;
        min-height: 320px;
        display: flex;
        gap: ${Ue(JC)}px;
      }
      fairness-compare-table {
        flex: 1;
        min-width: 0;
      }
      .side-panel {
        width: ${Ue(XC)}px;
        flex: none;
        display: flex;
        flex-direction: column;
        gap: 14px;
        overflow-y: auto;
      }
      .movers h3 {
        display: flex;
        gap: 8px;
        align-items: baseline;
      }
      .movers ol {
        margin: 0;
        padding: 0;
        list-style: none;
      }
      /* The key and its change on one line, the biases and the interval below (muted): the key is never squeezed out. */
      .movers li button {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        width: 100%;
        gap: 0 8px;
        align-items: baseline;
        border: 0;
        background: none;
        padding: 2px 4px;
        cursor: pointer;
        text-align: left;
      }
      .movers li button:hover {
        background: var(--hover-bg, #fff3e0);
      }
      .movers .k {
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .movers .ab {
        grid-column: 1 / -1;
        color: var(--muted, #757575);
        font-size: 11px;
        text-align: left;
      }
      .warn {
        color: var(--error, #c62828);
      }
      /* Too narrow for the table and the scatter side by side: the scatter and the movers
         below the table, full width, and the view scrolls as a whole. */
      :host([data-stacked]) .main {
        flex: none;
        flex-direction: column;
        min-height: 0;
      }
      :host([data-stacked]) fairness-compare-table {
        flex: none;
        min-height: 120px;
        max-height: max(280px, calc(100vh - 90px));
      }
      :host([data-stacked]) .side-panel {
        width: auto;
        flex-direction: row;
        flex-wrap: wrap;
        align-items: flex-start;
        gap: 14px 28px;
        overflow: visible;
      }
      :host([data-stacked]) .movers {
        flex: 1 1 260px;
        min-width: 0;
      }
    `];customElements.define("fairness-compare",Zl);var Ly=360,eM=760,tM=240,V9=14,K9=V`
  .runs {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    align-items: center;
  }
  .runs label {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    cursor: pointer;
    max-width: 260px;
  }
  .runs label.current .run-name {
    font-weight: 600;
  }
  .run-name {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .swatch {
    width: 14px;
    height: 4px;
    border-radius: 2px;
    flex: none;
  }
  .runs input {
    height: auto;
    margin: 0;
  }
  button.small {
    height: 22px;
    padding: 0 8px;
    font-size: 12px;
  }
  input[name='gap_threshold'] {
    width: 90px;
  }
  .run-filter {
    display: flex;
    gap: 8px;
    align-items: center;
    margin-bottom: 4px;
  }
  input[name='run_filter'] {
    width: 200px;
  }
  .charts {
    display: flex;
    flex-wrap: wrap;
    gap: 18px 28px;
    align-items: flex-start;
  }
  .chart {
    max-width: 100%;
  }
  .chart .explanation {
    font-size: 12px;
    min-height: 2.6em;
  }
  .chart svg {
    cursor: crosshair;
  }
  .chart svg.over-point {
    cursor: pointer;
  }
  .note {
    font-size: 11px;
  }
  .hint {
    padding: 8px 12px;
    border: 1px solid var(--warn-border);
    background: var(--warn-bg);
    border-radius: 2px;
    max-width: 760px;
  }
  .none {
    padding: 16px;
    color: var(--muted);
  }
`;function q9(e){let t=Math.floor((e-28)/2);return t>=Ly?Math.min(t,eM):Math.max(Ly,Math.min(e,eM))}var Ql=class extends G{constructor(){super();this.request=new Se;this.shell=new Ct(this,[this.request]);this.drawn=[];this.chartWidth=Ly;this.resize=new ResizeObserver(()=>{let n=q9(this.clientWidth);n!==this.chartWidth&&(this.chartWidth=n,this.drawn=this.draw(),this.requestUpdate())});this.onColors=()=>{this.drawn=this.draw(),this.requestUpdate()};this.tag="",this.kind="",this.kindTitle="",this.declaration=null,this.runs=[],this.run="",this.step=null,this.options={},this.params=[],this.revision="",this.selection=Fb(null),this.thresholdText="",this.runFilter="",this.data=null}connectedCallback(){super.connectedCallback(),rr().addEventListener(ps,this.onColors),this.resize.observe(this)}disconnectedCallback(){super.disconnectedCallback(),rr().removeEventListener(ps,this.onColors),this.resize.disconnect()}get hasGapThreshold(){return bt(this.declaration,hn)!==null}levelText(n){let r=Vb(n.level,gi(this.options,this.selection.own),this.declaration);return r===null?"":`${Math.round(r*100)}%`}headline(n){return Kk(n,this.declaration?.headlines??[])}async load(){if(!this.api||!this.tag)return;this.shell.start();let n=this.tag,r=this.selection.runs??[],i=Bk(this.options,this.selection,this.hasGapThreshold),s;try{s=await this.request.run(o=>this.api.trend({tag:n,runs:r,options:i},o))}catch(o){this.data=null,this.shell.fail(o);return}s!==_e&&(this.data=s,this.shell.ready())}change(n){this.selection=n,ct(this,Hb(n,this.declaration))}willUpdate(n){if(!this.hasUpdated)this.selection=Lk(this.params,this.declaration,this.runs),this.thresholdText=String(this.selection.gapThreshold??""),ct(this,Hb(this.selection,this.declaration)),this.load();else{if(n.has("declaration")){let i=Xk(this.selection,this.declaration);i!==this.selection&&(this.change(i),this.thresholdText=String(i.gapThreshold??""))}let r=n.has("tag")||n.has("options")||n.has("kind")||n.has("declaration")||n.has("api")||n.has("revision");if(n.has("runs")){let i=Cl(this.selection,this.runs);JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)&&this.change(i),r=!0}if(n.has("selection")){let i=n.get("selection");(!i||JSON.stringify(i.runs)!==JSON.stringify(this.selection.runs)||i.gapThreshold!==this.selection.gapThreshold||JSON.stringify(i.own)!==JSON.stringify(this.selection.own))&&(r=!0)}r&&this.load()}(n.has("data")||n.has("declaration")||n.has("runs")||n.has("run")||n.has("step")||n.has("selection"))&&(this.drawn=this.draw())}draw(){let n=this.data;if(!n)return[];let r=hs(this.selection,this.runs),i=[...this.runs,...n.series.map(a=>a.run).filter(a=>!this.runs.includes(a))],s=Rl(i);return Uk(n,this.selection.runs===null?null:r).map(a=>this.drawChart(a,i,s))}drawChart(n,r,i){let{dots:s}=n;if(s.length===0)return{chart:n,svg:null,pixels:[]};let o=this.headline(n.name),a=Vb(this.data?.level,gi(this.options,this.selection.own),this.declaration),l=a===null?"":`${Math.round(a*100)}% `,u=s.map(R=>R.step),c=Math.min(...u),f=Math.max(...u);this.step!==null&&this.step>=c-(f-c)&&this.step<=f+(f-c)&&(c=Math.min(c,this.step),f=Math.max(f,this.step));let d=[...new Set(this.step!==null&&this.step>=c&&this.step<=f?[...u,this.step]:u)].sort((R,T)=>R-T);c===f&&(c-=1,f+=1);let h=s.filter(R=>R.run===this.run),p=s.filter(R=>R.run!==this.run),m=R=>`${R.run}, step ${R.step}: ${Ml(R.value,o.format)}`,y=R=>R.lower!==null&&R.upper!==null?`
${l}interval: [${Ml(R.lower,o.format)}, ${Ml(R.upper,o.format)}]`:"",b=R=>`run ${R.run}
step ${R.step} (${Kr(R.wall_time)})
${o.title}: ${Ml(R.value,o.format)}${y(R)}
click: open this report`,v=s.filter(R=>R.lower!==null&&R.upper!==null),$=Vk(s),x=r.filter(R=>$.some(T=>T.run===R)),k={label:null,grid:!0},w=Hk(s,o.format,this.selection.fit);w!==null&&(k.domain=w),o.format==="percent"&&w!==null&&(k.tickFormat=kl(w[0],w[1])),o.format==="count"&&(k.zero=!0,k.nice=!0,k.tickFormat="d");let S=qe({width:this.chartWidth,height:tM,marginTop:12,marginLeft:50,marginRight:14,marginBottom:34,style:{fontSize:"11px",fontFamily:"inherit",background:"transparent"},x:{domain:[c,f],label:"step",labelAnchor:"center",labelArrow:"none",inset:8,ticks:d.length<=10?d:6,tickFormat:"~s"},y:{...k,inset:6},color:{domain:r,range:i},marks:[this.step!==null?mt([this.step],{stroke:"var(--chart-rule)",strokeDasharray:"3,3"}):null,ds(v,{x:"step",y1:"lower",y2:"upper",z:"segment",fill:"run",fillOpacity:.14,clip:!0}),...["lower","upper"].map(R=>Lr(v,{x:"step",y:R,z:"segment",stroke:"run",strokeOpacity:.45,strokeWidth:.75,clip:!0})),...x.map((R,T)=>mt($.filter(B=>B.run===R),{x:"step",y1:"lower",y2:"upper",stroke:"run",strokeOpacity:.6,strokeWidth:1.5,clip:!0,dx:(T-(x.length-1)/2)*3})),Lr(p,{x:"step",y:"value",z:"segment",stroke:"run",strokeWidth:1.5}),Lr(h,{x:"step",y:"value",z:"segment",stroke:"run",strokeWidth:3}),Dr([...p,...h],{x:"step",y:"value",fill:"run",stroke:"var(--chart-halo)",strokeWidth:1,r:4,ariaLabel:m,title:b,tip:!0})]});S.setAttribute("data-name",n.name);let C=S.scale("y");C?.domain&&S.setAttribute("data-y-domain",JSON.stringify(C.domain)),C?.range&&S.setAttribute("data-y-range",JSON.stringify(C.range));let M=[...p,...h],D=new Map(M.map(R=>[m(R),R]));for(let R of S.querySelectorAll('g[aria-label="dot"] circle')){let T=D.get(R.getAttribute("aria-label")??"");T&&(R.setAttribute("data-run",T.run),R.setAttribute("data-step",String(T.step)),R.setAttribute("data-value",String(T.value)),T.lower!==null&&R.setAttribute("data-lower",String(T.lower)),T.upper!==null&&R.setAttribute("data-upper",String(T.upper)))}let E=S.scale("x"),P=S.scale("y"),F=M.map(R=>({x:Number(E?.apply(R.step)),y:Number(P?.apply(R.value))}));return S.addEventListener("click",R=>this.onChartClick(R,S,M,F)),S.addEventListener("pointermove",R=>{let T=this.pick(R,S,F);S.classList.toggle("over-point",T!==null)}),{chart:{...n,dots:M},svg:S,pixels:F}}pick(n,r,i){let s=r.getBoundingClientRect();if(s.width===0||s.height===0)return null;let o=Number(r.getAttribute("width")??s.width)/s.width,a=tM/s.height;return Wk(i,(n.clientX-s.left)*o,(n.clientY-s.top)*a,V9*o)}onChartClick(n,r,i,s){let o=this.pick(n,r,s);if(o===null)return;let a=i[o];Wl(this,{run:a.run,step:a.step})}onToggle(n,r,i){let s=Nk(this.selection,this.runs,n,r);i.checked=hs(s,this.runs).includes(n),JSON.stringify(s.runs)!==JSON.stringify(this.selection.runs)&&this.change(s)}onThreshold(n,r){let i=n.target.value;this.thresholdText=i;let s=ed(i,this.declaration);r&&s!==null&&s!==this.selection.gapThreshold&&this.change({...this.selection,gapThreshold:s})}download(){let n=this.data;if(!n)return;let r=this.selection.runs===null?null:hs(this.selection,this.runs),i=["fairness","trend",n.tag];this.hasGapThreshold&&this.selection.gapThreshold!==null&&i.push(`gap${this.selection.gapThreshold}`),Ds(Yk(n,r),zt(i))}renderRuns(){let n=hs(this.selection,this.runs),r=Rl(this.runs),i=a=>r[this.runs.indexOf(a)]??"var(--muted)",s=Ik(this.runs,this.runFilter),o=zk(this.runs,this.run).filter(a=>s.runs.includes(a));return g`<div class="field">
      <span class="name">Runs (${n.length} of ${this.runs.length} drawn)</span>
      <div class="run-filter">
        <input
          name="run_filter"
          placeholder="Filter runs (regex)"
          class=${s.error?"invalid":""}
          title=${s.error??"A regular expression over the run names, as in TensorBoard"}
          .value=${this.runFilter}
          @input=${a=>this.runFilter=a.target.value}
        />
        ${this.runFilter&&!s.error?g`<button
                class="primary small"
                name="only-matching"
                ?disabled=${s.runs.length===0}
                title="Draw exactly the runs the filter lists"
                @click=${()=>this.change(Ok(this.selection,this.runs,s.runs))}
              >
                Draw these ${s.runs.length}
              </button>`:_}
      </div>
      <div class="runs" role="group" aria-label="Runs drawn">
        ${o.map(a=>g`<label class=${a===this.run?"current":""} title=${a===this.run?`${a} (the report on screen)`:a}>
            <input
              type="checkbox"
              name="run"
              .value=${a}
              .checked=${n.includes(a)}
              ?disabled=${n.length===1&&n.includes(a)}
              data-run=${a}
              @change=${l=>{let u=l.target;this.onToggle(a,u.checked,u)}}
            />
            <span class="swatch" style="background: ${i(a)}"></span>
            <span class="run-name">${a}</span>
          </label>`)}
        ${o.length===0?g`<span class="muted">no run matches</span>`:_}
        ${this.selection.runs!==null?g`<button class="primary small" name="all-runs" @click=${()=>this.change({...this.selection,runs:null})}>
              All runs
            </button>`:_}
      </div>
    </div>`}renderThreshold(){if(!this.hasGapThreshold)return _;let n=ed(this.thresholdText,this.declaration)===null;return g`<label class="field">
      <span class="name">Gap threshold</span>
      <input
        type="number"
        name="gap_threshold"
        min=${Yt(this.declaration,hn).min??_}
        max=${Yt(this.declaration,hn).max??_}
        step="0.01"
        .value=${this.thresholdText}
        class=${n?"invalid":""}
        aria-invalid=${n?"true":"false"}
        title=${n?Ln(this.declaration,hn):"Labels above the gap threshold counts labels with |gap| above this"}
        @input=${r=>this.onThreshold(r,!1)}
        @change=${r=>this.onThreshold(r,!0)}
      />
    </label>`}renderFit(){return g`<label
      class="field"
      title="What the y axis fits: the lines (their movement over steps shows; bands wider than the plot are cut at its edges), or the whole intervals too"
    >
      <span class="name">Y axis</span>
      <select name="fit" @change=${n=>this.change({...this.selection,fit:n.target.value})}>
        <option value="lines" .selected=${this.selection.fit==="lines"}>fit the lines</option>
        <option value="intervals" .selected=${this.selection.fit==="intervals"}>fit the intervals</option>
      </select>
    </label>`}renderChart(n){let r=this.headline(n.chart.name),i=n.chart.missing;return g`<section class="chart" data-name=${n.chart.name} data-points=${n.chart.dots.length} data-missing=${i.length}>
      <h3 title=${n.chart.name}>${r.title}</h3>
      <div class="explanation muted">${r.explanation||g`Headline number <code>${n.chart.name}</code>.`}</div>
      ${n.svg??g`<div class="none">No step has a value.</div>`}
      ${i.length>0?g`<div class="note muted" data-role="missing">
            Undefined (the line breaks there): ${Gk(i)}.
          </div>`:_}
    </section>`}render(){let n=this.data,r=this.selection.runs===null?null:hs(this.selection,this.runs),i=Fk(gi(this.options,this.selection.own)),s=n!==null&&n.series.every(o=>o.points.length===0);return g`<div class="controls">
        <div class="group" role="group" aria-label="Trend selection">
          ${this.renderRuns()} ${this.renderThreshold()} ${this.renderFit()}
          <fairness-mode-options
            .declaration=${this.declaration}
            .inherited=${this.options}
            .own=${this.selection.own}
            .skip=${[hn]}
            @own-options=${o=>this.change({...this.selection,own:o.detail})}
          ></fairness-mode-options>
          <span class="spacer"></span>
          ${this.shell.renderCsvButton("download",n!==null,()=>this.download(),"The headline numbers as CSV (run,step,wall_time,names...)")}
        </div>
      </div>
      ${this.shell.renderError("Could not load the trends",[{label:"Retry",name:"retry",run:()=>{this.load()}}])}
      ${this.shell.renderContent(n,o=>g`<div class="body ${this.shell.loading?"stale":""}">
            <div class="summary">
              <span
                >Headline numbers of <b>${o.tag}</b> (${this.kindTitle||o.kind} reports) over steps ·
                ${i?g`options: <span class="options">${i}</span>`:g`the default options`}
                ${this.hasGapThreshold?g` · gap threshold ${this.selection.gapThreshold}`:_}</span
              >
              <span class="muted">Click a point to open that run and step as a report.</span>
              <span class="muted" data-role="interval-legend"
                >Bands: ${[this.levelText(o),"intervals"].filter(Boolean).join(" ")} (a bar at a point without neighbours). A worst
                or largest value is picked out of many rows, so its interval holds for every row at once (conservative;
                docs/statistics.md).</span
              >
            </div>
            ${s?g`<div class="none message">No steps of this tag in the chosen runs.</div>`:g`${jk(o,r)?g`<div class="hint" data-role="single-step">
                        One step only — trends need at least two steps. Log the report at more steps to see lines.
                      </div>`:_}
                  <div class="charts">${this.drawn.map(a=>this.renderChart(a))}</div>`}
          </div>`,"Loading the trends\u2026")}`}};Ql.properties={...Au,revision:{attribute:!1},selection:{state:!0},thresholdText:{state:!0},runFilter:{state:!0},data:{state:!0}},Ql.styles=[Z,Qe,et,Ps,Wt,K9];customElements.define("fairness-trend",Ql);var nM="",eu=class extends G{constructor(){super(),this.runs=[],this.ref={run:null,tag:null,step:null},this.steps=null,this.kindTitle=()=>""}emit(t){this.dispatchEvent(new CustomEvent("report-change",{detail:t,bubbles:!0,composed:!0}))}render(){let t=this.ref,n=this.runs.find(i=>i.run===t.run),r=n?.tags??[];return g`
      <label class="field">
        <span class="name">Run</span>
        <select name="run" @change=${i=>this.emit({run:i.target.value})}>
          ${this.runs.map(i=>g`<option .value=${i.run} .selected=${i.run===t.run}>${i.run}</option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Tag</span>
        <select name="tag" @change=${i=>this.emit({tag:i.target.value})}>
          ${r.map(i=>g`<option .value=${i} .selected=${i===t.tag} title=${n?this.kindTitle(n.run,i):_}>
                ${i}
              </option>`)}
        </select>
      </label>
      <label class="field">
        <span class="name">Step</span>
        <select
          name="step"
          @change=${i=>{let s=i.target.value;this.emit({step:s===nM?null:Number(s)})}}
        >
          <option .value=${nM} .selected=${t.step===null}>latest</option>
          ${(this.steps??[]).map(i=>g`<option .value=${String(i.step)} .selected=${i.step===t.step}>
                ${i.step} · ${Kr(i.wall_time)}
              </option>`)}
        </select>
      </label>
    `}};eu.properties={runs:{attribute:!1},ref:{attribute:!1},steps:{attribute:!1},kindTitle:{attribute:!1}},eu.styles=[Z,Qe,V`
      :host {
        /* The fields join the row of whichever controls bar slots this element. */
        display: contents;
      }
    `];customElements.define("fairness-report-picker",eu);var U9=[{term:"Interval",code:"lower, upper",text:"Where the true value lies with the chosen confidence (95% by default): Wilson for rates, Newcombe for differences of rates, the delta method or score intervals for association gaps, bootstrap by household for geodiversity."},{term:"p",code:"p_value",text:"How surprising the difference would be if there were none: small means the difference is unlikely to be noise alone."},{term:"\u2605",code:"significant",text:"Significant after Benjamini-Hochberg at the false discovery rate (FDR): among the starred rows, at most that share are expected to be noise."},{term:"Insufficient",code:"min_count",text:"Too few examples to trust: greyed, never starred, left out of headline numbers."},{term:"Verdict",code:"verdict",text:"In Compare: worsened or improved when the change of the bias from A to B is significant (FDR over the rows); unchanged when it is not; undetermined when a side has too little data or lacks the row."},{term:"Bias",code:"bias_a, bias_b",text:"What Compare judges for each row: never negative, lower is better (for example |gap|, the best-minus-worst disparity, Cram\xE9r\u2019s V, a spread between groups)."}];function j9(e){return e==="higher"?"Higher is better.":e==="lower"?"Lower is better.":""}function rM(e){let t=[];return e&&(t.push({title:`Headline numbers (${e.title} reports)`,entries:e.headlines.map(n=>({term:n.title,code:n.name,text:[n.explanation,j9(n.better)].filter(Boolean).join(" ")}))}),t.push({title:"Compare",entries:[{term:`The bias: ${e.bias.name}`,code:e.bias.value,text:`Per ${e.bias.key||"row"}, in report A and in report B, with intervals; the change B \u2212 A and its verdict.`}]}),t.push({title:"Options",entries:e.options.map(n=>{let r=n.type==="str"?"":ki(e,n.name),i=n.default===null||n.default===void 0?"":` Default ${String(n.default)}.`,s=o=>o?o[0].toUpperCase()+o.slice(1)+".":"";return{term:n.name.replace(/_/g," "),code:n.name,text:`${s(n.help)}${i}${r?` ${s(r)}`:""}`}})})),t.push({title:"Reading the tables",entries:U9}),t}var tu=class extends G{constructor(){super();this.onKey=n=>{this.open&&n.key==="Escape"&&this.close()};this.declaration=null,this.open=!1}connectedCallback(){super.connectedCallback(),window.addEventListener("keydown",this.onKey)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener("keydown",this.onKey)}close(){this.open=!1,this.shadowRoot?.querySelector("button.help")?.focus()}render(){return g`<button
        class="help"
        name="help"
        aria-expanded=${this.open?"true":"false"}
        aria-controls="help-panel"
        title="What the numbers, marks and options mean"
        @click=${()=>this.open=!this.open}
      >
        ?</button
      >${this.open?this.renderPanel():_}`}renderPanel(){return g`<div class="panel" id="help-panel" role="dialog" aria-label="Help">
      <header>
        <h2>What this tab shows</h2>
        <button class="close" name="close-help" title="Close (Esc)" @click=${()=>this.close()}>×</button>
      </header>
      ${rM(this.declaration).map(n=>g`<section data-section=${n.title}>
            <h3>${n.title}</h3>
            <dl>
              ${n.entries.map(r=>g`<dt>${r.term}${r.code?g`<code>${r.code}</code>`:_}</dt><dd>${r.text}</dd>`)}
            </dl>
          </section>`)}
    </div>`}};tu.properties={declaration:{attribute:!1},open:{type:Boolean,reflect:!0}},tu.styles=[Z,V`
      :host {
        position: relative;
      }
      button.help {
        width: 26px;
        height: 26px;
        border-radius: 50%;
        border: 1px solid var(--border);
        background: var(--surface, transparent);
        color: var(--muted);
        cursor: pointer;
        font-weight: 600;
      }
      button.help:hover,
      button.help[aria-expanded='true'] {
        color: var(--accent);
        border-color: var(--accent);
      }
      .panel {
        position: absolute;
        right: 0;
        top: 32px;
        z-index: 10;
        width: min(560px, 90vw);
        max-height: 70vh;
        overflow: auto;
        background: var(--bg);
        color: var(--fg);
        border: 1px solid var(--border);
        border-radius: 4px;
        box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
        padding: 8px 16px 12px;
      }
      .panel header {
        display: flex;
        justify-content: space-between;
        align-items: center;
      }
      h2 {
        font-size: 14px;
        margin: 6px 0;
      }
      h3 {
        font-size: 13px;
        margin: 12px 0 4px;
        color: var(--muted);
        font-weight: 500;
      }
      dl {
        margin: 0;
      }
      dt {
        font-weight: 500;
        margin-top: 6px;
      }
      dt code {
        font-weight: 400;
        color: var(--muted);
        margin-left: 6px;
        font-size: 11px;
      }
      dd {
        margin: 2px 0 0;
        line-height: 1.4;
      }
      button.close {
        border: none;
        background: none;
        color: var(--muted);
        font-size: 18px;
        cursor: pointer;
      }
    `];customElements.define("fairness-help",tu);var xs=class extends G{constructor(n){super();this.tags=null;this.kinds=null;this.unknownKinds=[];this.modeRuns={key:"",runs:[]};this.modeOptions={key:"",options:{}};this.resolved=null;this.tagsRequest=new Se;this.kindsRequest=new Se;this.stepsRequest=new Se;this.refreshRequest=new Se;this.stopRefresh=null;this.onTheme=()=>{this.theme=rr().theme};this.api=n??new Gt;let r=_v();this.ref=gv(r);let i=gk(bv(r),Ve);this.mode=i.mode,this.viewState=i.view,this.mountParams=this.viewState,this.modeState={compare:i.compare,trend:i.trend},this.modeMount={...this.modeState},this.runs=null,this.steps=null,this.shellStatus="loading",this.viewStatus="loading",this.error=null,this.status="loading",this.theme="light"}connectedCallback(){super.connectedCallback();let n=rr();this.theme=n.theme,n.addEventListener(td,this.onTheme),this.stopRefresh=n.onRefresh(()=>{this.refresh()}),this.loadTags()}disconnectedCallback(){super.disconnectedCallback(),rr().removeEventListener(td,this.onTheme),this.stopRefresh?.(),this.stopRefresh=null,this.tagsRequest.cancel(),this.kindsRequest.cancel(),this.stepsRequest.cancel(),this.refreshRequest.cancel()}async loadTags(){this.shellStatus="loading",this.error=null;let n,r;try{[n,r]=await Promise.all([this.tagsRequest.run(o=>this.api.tags(o)),this.kinds??this.kindsRequest.run(o=>this.api.kinds(o))])}catch(o){this.fail(Ht(o));return}if(n===_e||r===_e)return;this.kinds=r,this.tags=n;let i=Or.map(o=>o.kind);this.runs=Ad(n.runs,i),this.unknownKinds=Pd(n.runs,i);let s=yu(this.ref,this.runs);if(s===null){this.shellStatus="empty";return}s.moved&&this.resetViewState(),this.setRef(s.ref),this.shellStatus="ready",this.loadSteps()}async loadSteps(n=!1){let{run:r,tag:i}=this.ref;if(r===null||i===null)return;n||(this.steps=null);let s;try{s=await this.stepsRequest.run(a=>this.api.steps(r,i,a))}catch(a){n||this.fail(Ht(a));return}if(s===_e)return;this.steps=s.steps,this.shellStatus==="error"&&(this.shellStatus="ready",this.error=null);let o=this.ref.step;o!==null&&!s.steps.some(a=>a.step===o)&&this.setRef({...this.ref,step:null})}async refresh(){if(this.tags===null){this.shellStatus==="error"&&this.runs===null&&this.loadTags();return}let n;try{n=await this.refreshRequest.run(h=>this.api.tags(h))}catch{return}let r=this.tags;if(n===_e||r===null||Rk(r.runs,n.runs))return;let i=Qf(r.runs,this.ref.run,this.ref.tag);this.tags=n;let s=Or.map(h=>h.kind),o=Ad(n.runs,s);JSON.stringify(o)!==JSON.stringify(this.runs)&&(this.runs=o),this.unknownKinds=Pd(n.runs,s);let a=yu(this.ref,o);if(a===null){this.shellStatus="empty";return}a.moved&&this.resetViewState();let l=a.ref,u=Ek(l.step,i,Qf(n.runs,l.run,l.tag)),c=u===l.step?l:{...l,step:u},f=c.run!==this.ref.run||c.tag!==this.ref.tag;c!==this.ref&&this.setRef(c);let d=this.shellStatus==="empty";d&&(this.shellStatus="ready"),(d||f||i!==Qf(n.runs,c.run,c.tag))&&this.loadSteps(!(d||f)),this.requestUpdate()}fail(n){this.error=n,this.shellStatus="error"}kindOfRef(n){return this.tags?yv(this.tags.runs,n):null}declaration(n){return fv(this.kinds,n)}setRef(n){this.ref=n,this.writeHash()}writeHash(){let n=this.mode==="report"?[]:[[Ve+Ib,this.mode]];$v(Ve,[...mv(this.ref),...n,...this.viewState,...this.modeState.compare,...this.modeState.trend])}resetViewState(){this.viewState=[],this.mountParams=[],this.modeState={compare:[],trend:[]},this.modeMount={compare:[],trend:[]}}onModeChange(n){n!==this.mode&&(this.mountParams=this.viewState,this.modeMount={...this.modeState},this.viewStatus="loading",this.mode=n,this.writeHash())}onOpenReport(n){let r=n.run!==this.ref.run;this.onModeChange("report"),this.setRef({...this.ref,run:n.run,step:n.step}),r&&this.loadSteps()}onTagChange(n){let r=this.tags?.runs??{},i=this.ref.run!==null&&r[this.ref.run]?.[n]?this.ref.run:Object.keys(r).sort().find(s=>r[s][n]);i!==void 0&&this.onReportChange({run:i,tag:n})}onReportChange(n){let r=this.ref,i={...r,...n},s=i.run!==r.run||i.tag!==r.tag;s&&(i={...i,step:null},this.runs&&(i=yu(i,this.runs)?.ref??i),this.kindOfRef(i)!==this.kindOfRef(r)&&this.resetViewState()),this.setRef(i),s&&this.loadSteps()}onViewParams(n){this.mode==="report"?this.viewState=n:this.modeState={...this.modeState,[this.mode]:n},this.writeHash()}willUpdate(n){if(n.has("ref")){let{run:r,tag:i,step:s}=this.ref,o=this.resolved;r===null||i===null?this.resolved=null:(!o||o.run!==r||o.tag!==i||o.step!==s)&&(this.resolved={run:r,tag:i,step:s})}this.status=this.shellStatus==="ready"?this.viewStatus:this.shellStatus}renderEmpty(){let r=`import tb_fairness

with tb_fairness.FileWriter("LOGDIR/my_model") as w:
${Or.map(i=>i.example.replace(/^/gm,"    ")).join(`
`)}`;return g`<div class="message" role="status">
      ${this.unknownKinds.length?g`<h2>No fairness reports this tab can show</h2>
            <p>
              The logdir holds fairness reports of kinds this version of the tab does not show:
              ${this.unknownKinds.join(", ")}.
            </p>`:g`<h2>No fairness reports in this logdir</h2>`}
      <ul>
        ${Or.map(i=>g`<li>${i.hint()}</li>`)}
      </ul>
      <p>For example, then reload this page:</p>
      <pre>${r}</pre>
    </div>`}renderError(){return g`<div class="message error" role="alert">
      <h2>Could not load the list of reports</h2>
      <div class="text">${this.error}</div>
      <button class="primary link" @click=${()=>{this.runs?this.loadSteps():this.loadTags()}}>
        Try again
      </button>
    </div>`}renderTabs(){let n=(o,a,l)=>g`<button
        role="tab"
        name=${"mode-"+o}
        aria-selected=${this.mode===o?"true":"false"}
        title=${l}
        @click=${()=>this.onModeChange(o)}
      >
        ${a}
      </button>`,r=this.ref,i=this.tags?vk(this.tags.runs,Or.map(o=>o.kind)):[],s=this.resolved?this.kindOfRef(this.resolved):null;return g`<div class="modes">
      <div role="tablist" aria-label="Mode">
        ${n("report","Report","One report: the run, tag and step picked")}
        ${n("compare","Compare","Two reports of one tag side by side: two runs (models) or two steps (checkpoints)")}
        ${n("trend","Trends","Headline numbers over steps, several runs overlaid")}
      </div>
      ${this.mode==="report"?_:g`<label class="field">
            <span class="name">Tag</span>
            <select name="mode-tag" @change=${o=>this.onTagChange(o.target.value)}>
              ${i.map(o=>g`<option .value=${o} .selected=${o===r.tag}>${o}</option>`)}
            </select>
          </label>`}
      <fairness-help class="help" .declaration=${s?this.declaration(s):null}></fairness-help>
    </div>`}modeProps(n,r){let i=this.tags?yk(this.tags.runs,n,r):[],s=JSON.stringify(i);s!==this.modeRuns.key&&(this.modeRuns={key:s,runs:i});let o=bk(this.viewState,Ve,dv(this.declaration(r))),a=JSON.stringify(o);return a!==this.modeOptions.key&&(this.modeOptions={key:a,options:o}),{runs:this.modeRuns.runs,options:this.modeOptions.options}}renderMode(){let n=this.resolved;if(!n||!this.runs)return _;let r=this.kindOfRef(n),i=vu(Or,r);if(!i||r===null)return g`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let{runs:s,options:o}=this.modeProps(n.tag,r);return this.mode==="compare"?g`<fairness-compare
        .api=${this.api}
        .tag=${n.tag}
        .kind=${r}
        .kindTitle=${i.title}
        .declaration=${this.declaration(r)}
        .runs=${s}
        .run=${n.run}
        .step=${n.step}
        .options=${o}
        .params=${this.modeMount.compare}
        .revision=${this.tags?Bb(this.tags.runs,n.tag):""}
      ></fairness-compare>`:g`<fairness-trend
      .api=${this.api}
      .tag=${n.tag}
      .kind=${r}
      .kindTitle=${i.title}
      .declaration=${this.declaration(r)}
      .runs=${s}
      .run=${n.run}
      .step=${n.step}
      .options=${o}
      .params=${this.modeMount.trend}
      .revision=${this.tags?Bb(this.tags.runs,n.tag):""}
    ></fairness-trend>`}renderView(){let n=this.resolved;if(!n||!this.runs)return _;let r=this.kindOfRef(n),i=vu(Or,r);if(!i)return g`<div class="message error" role="alert">No view shows reports of kind ${r}.</div>`;let s=g`<fairness-report-picker
      slot="report"
      .runs=${this.runs}
      .ref=${this.ref}
      .steps=${this.steps}
      .kindTitle=${(o,a)=>{let l=this.tags?.runs[o]?.[a]?.kind??"";return`${vu(Or,l)?.title??l} report`}}
    ></fairness-report-picker>`;return i.render({report:n,info:this.tags?.runs[n.run]?.[n.tag]??null,declaration:this.declaration(r),params:this.mountParams},s)}render(){if(this.shellStatus==="empty")return this.renderEmpty();let n=this.status==="loading";return g`
      ${n?g`<div class="bar" role="progressbar" aria-label="Loading"></div>`:_}
      ${this.runs===null&&this.shellStatus==="loading"?g`<div class="loading">Loading reports…</div>`:_}
      ${this.shellStatus==="error"?this.renderError():_}
      <div
        class="view"
        style="display: contents"
        @report-change=${r=>this.onReportChange(r.detail)}
        @view-status=${r=>this.viewStatus=r.detail}
        @view-params=${r=>this.onViewParams(r.detail)}
        @open-report=${r=>this.onOpenReport(r.detail)}
      >
        ${this.runs?this.renderTabs():_}
        ${this.mode==="report"?this.renderView():this.renderMode()}
      </div>
    `}};xs.properties={ref:{state:!0},mode:{state:!0},runs:{state:!0},steps:{state:!0},shellStatus:{state:!0},viewStatus:{state:!0},error:{state:!0},status:{reflect:!0,attribute:"data-status"},theme:{reflect:!0,attribute:"data-theme"}},xs.styles=[Bv,Z,et,Qe,V`
      .modes {
        display: flex;
        align-items: flex-end;
        gap: 16px;
        flex-wrap: wrap;
      }
      .modes fairness-help {
        margin-left: auto;
        align-self: center;
      }
      [role='tablist'] {
        display: flex;
        border-bottom: 1px solid var(--border);
      }
      [role='tab'] {
        font: inherit;
        background: none;
        border: none;
        border-bottom: 2px solid transparent;
        padding: 6px 14px;
        cursor: pointer;
        color: inherit;
      }
      [role='tab'][aria-selected='true'] {
        border-bottom-color: var(--accent);
        color: var(--accent);
        font-weight: 600;
      }
      :host {
        display: flex;
        flex-direction: column;
        height: 100%;
        min-height: 0;
        padding: 12px 16px;
        gap: 10px;
        background: var(--bg);
        color: var(--fg);
        box-sizing: border-box;
      }
      .bar {
        position: fixed;
        left: 0;
        right: 0;
        top: 0;
        height: 2px;
        overflow: hidden;
        z-index: 2;
      }
      .bar::after {
        content: '';
        position: absolute;
        height: 100%;
        width: 30%;
        background: var(--accent);
        animation: slide 1.1s ease-in-out infinite;
      }
      @keyframes slide {
        from {
          left: -30%;
        }
        to {
          left: 100%;
        }
      }
      ul {
        padding-left: 20px;
      }
      li {
        margin: 4px 0;
      }
    `];customElements.define("fairness-app",xs);function AG(){if(document.querySelector("fairness-app"))return;let e=document.createElement("style");e.textContent="html, body { height: 100%; margin: 0; }",document.head.appendChild(e),document.body.appendChild(new xs)}export{AG as render};
/*! Bundled license information:

@lit-labs/virtualizer/layouts/shared/SizeCache.js:
@lit-labs/virtualizer/layouts/shared/BaseLayout.js:
@lit-labs/virtualizer/layouts/flow.js:
@lit-labs/virtualizer/events.js:
@lit-labs/virtualizer/ScrollerController.js:
@lit-labs/virtualizer/Virtualizer.js:
@lit-labs/virtualizer/virtualize.js:
@lit-labs/virtualizer/LitVirtualizer.js:
@lit-labs/virtualizer/lit-virtualizer.js:
  (**
   * @license
   * Copyright 2021 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

@lit/reactive-element/css-tag.js:
  (**
   * @license
   * Copyright 2019 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

@lit/reactive-element/reactive-element.js:
lit-html/lit-html.js:
lit-element/lit-element.js:
@lit/reactive-element/decorators/property.js:
lit-html/directive.js:
lit-html/async-directive.js:
lit-html/directives/repeat.js:
  (**
   * @license
   * Copyright 2017 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

lit-html/is-server.js:
  (**
   * @license
   * Copyright 2022 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)

lit-html/directive-helpers.js:
  (**
   * @license
   * Copyright 2020 Google LLC
   * SPDX-License-Identifier: BSD-3-Clause
   *)
*/
